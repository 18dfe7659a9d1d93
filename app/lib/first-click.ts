/**
 * Keeps the first click that arrives before the page's JavaScript is ready (`html[data-hydrated]`,
 * set once React has hydrated an admin page or the islands script has bound a public one), runs
 * as an inline script in `<head>` before any other. Links, `<summary>`, `method="post"` forms and
 * submit buttons inside them work natively and are left alone. A click on any other button (its
 * action is JavaScript) or on a link marked `data-becomes-button` (a page's script makes it a
 * button; its address is the way without JavaScript), and a submit of a form without
 * `method="post"` (it would otherwise be sent as a GET to the page itself, its fields in the
 * address) are stopped, marked `data-first-click`
 * (shown as waiting), and replayed in order once ready: React hydrates, and the islands script
 * binds, the server's DOM nodes, so the element clicked is the one that gets the handler. A
 * control clicked several times before that is replayed once: a repeated click is impatience, not
 * a second intention.
 */
export const FIRST_CLICK_SCRIPT = `(function(){var d=document,h=d.documentElement,q=[];function ready(){return h.hasAttribute("data-hydrated")}function keep(e,el,go){e.preventDefault();e.stopImmediatePropagation();if(q.some(function(x){return x.el===el}))return;el.setAttribute("data-first-click","");q.push({el:el,go:go})}d.addEventListener("click",function(e){if(ready())return;var t=e.target,b=t&&t.closest&&t.closest("button,a[data-becomes-button]");if(!b||b.disabled)return;if(b.form&&b.type!=="button")return;keep(e,b,function(){b.click()})},true);d.addEventListener("submit",function(e){if(ready())return;var f=e.target;if(!f||(f.getAttribute("method")||"").toLowerCase()==="post")return;var s=e.submitter||null;keep(e,f,function(){f.requestSubmit(s)})},true);new MutationObserver(function(m,o){if(!ready())return;o.disconnect();var l=q;q=[];l.forEach(function(x){x.el.removeAttribute("data-first-click");if(x.el.isConnected)x.go()})}).observe(h,{attributes:true,attributeFilter:["data-hydrated"]})})();`;

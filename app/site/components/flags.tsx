import { useId } from "react";
import type { Language } from "#domain/languages";

/**
 * Language markers drawn in SVG so they look the same on every system (emoji flags do not render
 * on Windows). English uses the United Kingdom's flag; Arabic, spoken in many countries, uses a
 * neutral green badge with the letter ع.
 */
export function LanguageFlag({ language, className }: { language: Language; className?: string }) {
  const id = useId();
  const common = {
    className,
    width: 20,
    height: 14,
  };
  if (language === "fr") {
    return (
      <svg viewBox="0 0 3 2" aria-hidden="true" {...common}>
        <rect width="1" height="2" fill="#002654" />
        <rect x="1" width="1" height="2" fill="#fff" />
        <rect x="2" width="1" height="2" fill="#ce1126" />
      </svg>
    );
  }
  if (language === "en") {
    const diagonals = `${id}-diag`;
    // Nothing is drawn outside the viewBox: the <svg> element clips its content to it.
    return (
      <svg viewBox="0 0 60 30" preserveAspectRatio="none" aria-hidden="true" {...common}>
        <clipPath id={diagonals}>
          <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
        </clipPath>
        <rect width="60" height="30" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path
          d="M0,0 L60,30 M60,0 L0,30"
          clipPath={`url(#${diagonals})`}
          stroke="#c8102e"
          strokeWidth="4"
        />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#c8102e" strokeWidth="6" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" {...common}>
      <rect width="30" height="20" rx="2" fill="#00704a" />
      {/* The letter ع, Noto Sans Arabic's outline (not text: no font download on fr/en pages). */}
      <path
        fill="#fff"
        stroke="#fff"
        strokeWidth="0.6"
        strokeLinejoin="round"
        d="M15.7 16.3q-.8 0-1.6-.2-.8-.2-1.5-.6-.7-.5-1.1-1.2-.5-.7-.5-1.8 0-1 .4-1.9.4-.9 1.2-1.6.7-.7 1.8-1.2 1-.5 2.2-.7l.3 1.1q-1 .2-1.9.6-.8.3-1.5.8-.6.6-1 1.3-.3.6-.3 1.4 0 .7.2 1.2.2.5.6.8.4.3.8.5.5.1 1 .2.5.1.9.1.7 0 1.5-.1.8-.2 1.4-.4l.4 1q-.4.1-.9.3-.6.1-1.2.2-.6.2-1.2.2m-1.1-8.4l-1.2.9q-.6-.1-1-.5-.5-.3-.7-.8-.3-.5-.3-1.1 0-.9.4-1.5.4-.6 1.1-.9.6-.3 1.4-.3.3 0 .7.1.3.1.7.2l-.3 1.1q-.3-.1-.6-.2-.3 0-.5 0-.5 0-.9.2-.4.2-.6.5-.3.3-.3.7 0 .4.2.7.3.3.6.5.3.2.7.3.3.1.6.1"
      />
    </svg>
  );
}

import { useId } from "react";
import type { Language } from "~/i18n/languages";

/**
 * Language markers drawn in SVG so they look the same on every system (emoji flags do not render
 * on Windows). English uses the United Kingdom's flag; Arabic, spoken in many countries, uses a
 * neutral green badge with the letter ع (docs/decisions/031).
 */
export function LanguageFlag({ language, className }: { language: Language; className?: string }) {
  const id = useId();
  const common = {
    className,
    width: 20,
    height: 14,
    focusable: "false" as const,
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
    const clip = `${id}-clip`;
    const diagonals = `${id}-diag`;
    return (
      <svg viewBox="0 0 60 30" preserveAspectRatio="none" aria-hidden="true" {...common}>
        <clipPath id={clip}>
          <rect width="60" height="30" />
        </clipPath>
        <clipPath id={diagonals}>
          <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
        </clipPath>
        <g clipPath={`url(#${clip})`}>
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
        </g>
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" {...common}>
      <rect width="30" height="20" rx="2" fill="#00704a" />
      <text
        x="15"
        y="14.5"
        textAnchor="middle"
        fontSize="13"
        fontWeight="700"
        fill="#fff"
        fontFamily="'Noto Sans Arabic Variable', sans-serif"
      >
        ع
      </text>
    </svg>
  );
}

import { useId } from "react";
import type { Language } from "#domain/languages";

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
      {/* The letter ع, Noto Sans Arabic's outline (not text: no font download on fr/en pages). */}
      <path
        fill="#fff"
        stroke="#fff"
        strokeWidth="0.6"
        strokeLinejoin="round"
        d="M15.7 16.3Q14.9 16.3 14.1 16.1Q13.3 15.9 12.6 15.5Q11.9 15 11.5 14.3Q11 13.6 11 12.5Q11 11.5 11.4 10.6Q11.8 9.7 12.6 9Q13.3 8.3 14.4 7.8Q15.4 7.3 16.6 7.1L16.9 8.2Q15.9 8.4 15 8.8Q14.2 9.1 13.5 9.6Q12.9 10.2 12.5 10.9Q12.2 11.5 12.2 12.3Q12.2 13 12.4 13.5Q12.6 14 13 14.3Q13.4 14.6 13.8 14.8Q14.3 14.9 14.8 15Q15.3 15.1 15.7 15.1Q16.4 15.1 17.2 15Q18 14.8 18.6 14.6L19 15.6Q18.6 15.7 18.1 15.9Q17.5 16 16.9 16.1Q16.3 16.3 15.7 16.3M14.6 7.9L13.4 8.8Q12.8 8.7 12.4 8.3Q11.9 8 11.7 7.5Q11.4 7 11.4 6.4Q11.4 5.5 11.8 4.9Q12.2 4.3 12.9 4Q13.5 3.7 14.3 3.7Q14.6 3.7 15 3.8Q15.3 3.9 15.7 4L15.4 5.1Q15.1 5 14.8 4.9Q14.5 4.9 14.3 4.9Q13.8 4.9 13.4 5.1Q13 5.3 12.8 5.6Q12.5 5.9 12.5 6.3Q12.5 6.7 12.7 7Q13 7.3 13.3 7.5Q13.6 7.7 14 7.8Q14.3 7.9 14.6 7.9"
      />
    </svg>
  );
}

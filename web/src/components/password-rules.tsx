import { PASSWORD_RULES } from '@domain/shared/validation';

interface PasswordRulesProps {
  id: string;
  /** The password as typed so far. */
  value: string;
}

/**
 * The password rules of spec point 5 as a live checklist under a new-password field (linked to
 * it with aria-describedby). Each rule says whether it is met in words, not only by colour.
 */
export function PasswordRules({ id, value }: PasswordRulesProps) {
  return (
    <div className="password-rules" id={id}>
      <p className="password-rules__title">Your password needs</p>
      <ul className="password-rules__list">
        {PASSWORD_RULES.map((rule) => {
          const met = value !== '' && rule.test(value);
          return (
            <li key={rule.id} className={met ? 'password-rules__item is-met' : 'password-rules__item'}>
              <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                {met ? (
                  <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                ) : (
                  <circle cx="8" cy="8" r="3" fill="currentColor" />
                )}
              </svg>
              <span>{rule.label}</span>
              <span className="visually-hidden">{met ? ' (done)' : ' (not yet)'}</span>
            </li>
          );
        })}
      </ul>
      <p className="password-rules__advice">Avoid your name, your email, common words such as “password” and runs such as 1234 or abcd.</p>
    </div>
  );
}

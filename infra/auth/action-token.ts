import { createSigner, createVerifier } from 'fast-jwt';

/**
 * Single-purpose tokens for links in e-mails (welcome / set password, later reset password),
 * signed with the platform secret. `purpose` stops a token minted for one link being used for another.
 */
export interface ActionTokenClaims {
  sub: string;
  purpose: 'welcome' | 'reset-password' | 'verify-email';
}

export function createActionTokens(secret: string) {
  const sign = createSigner({ key: secret, expiresIn: 7 * 24 * 3600 * 1000 });
  const verify = createVerifier({ key: secret });
  return {
    sign: (claims: ActionTokenClaims): string => sign({ ...claims }),
    verify(token: string, purpose: ActionTokenClaims['purpose']): ActionTokenClaims | undefined {
      try {
        const claims = verify(token) as ActionTokenClaims;
        return claims.purpose === purpose ? claims : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

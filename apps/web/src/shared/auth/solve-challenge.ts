import type { AltchaChallenge } from '@lahap/contract/identity/schemas';

/**
 * Solves the server's ALTCHA proof of work and answers the `challengeToken` sendCode takes:
 * base64 of `{challenge, solution}`, the payload the altcha widget itself produces. The solver
 * and Web Crypto's SHA-256 are fetched only now, since most visitors never see a challenge.
 * Resolves null when no counter solves it (the challenge was tampered with or expired). Both
 * logins use it: the customer login sheet's and the staff console's (use-code-login.ts).
 */
export async function solveChallengeToken(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}

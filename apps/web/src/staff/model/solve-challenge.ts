import type { AltchaChallenge } from '@lahap/contract/identity/schemas';

/**
 * Solves the server's ALTCHA proof of work and answers the `challengeToken` sendCode takes:
 * base64 of `{challenge, solution}`, the payload the altcha widget itself produces. The solver
 * is fetched only now, since most logins never see a challenge. Resolves null when no counter
 * solves it (the challenge was tampered with or expired).
 *
 * The customer login sheet has the same few lines in features/account; the console may not
 * import a feature, so they are repeated here rather than moved under its feet.
 */
export async function solveChallengeToken(challenge: AltchaChallenge): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/sha'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, controller: new AbortController() });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution }));
}

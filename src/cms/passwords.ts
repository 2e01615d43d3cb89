/**
 * Whether a password is good enough for an admin the operator creates (`npm run admin:create`,
 * ADMIN_PASSWORD on the first `npm start`): at least 12 characters and not guessable by zxcvbn-ts
 * (@zxcvbn-ts/core with the common, English and German word lists, and the account's address and
 * the site's name as known words: score 3 or more, "safely unguessable" against an offline attack
 * on a slow hash). The word lists
 * weigh a few megabytes: loaded on first use, so the server, which never creates admins, never loads them.
 */
export type PasswordProblem = 'short' | 'guessable'

export const minPasswordLength = 12

type Checker = { check: (password: string, userInputs?: (string | number)[]) => { score: number } }
let checker: Promise<Checker> | undefined

function loadChecker(): Promise<Checker> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, de] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-de'),
    ])
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    })
  })()
  return checker
}

/** Why `password` is refused for the account `email`, or null when it is good enough. */
export async function passwordProblem(password: string, email = ''): Promise<PasswordProblem | null> {
  if (password.length < minPasswordLength) return 'short'
  const address = email.trim().toLowerCase()
  const local = address.split('@')[0] ?? ''
  const { score } = (await loadChecker()).check(password, [address, local, 'vernissage', 'galerie', 'gallery', 'admin'].filter(Boolean))
  return score >= 3 ? null : 'guessable'
}

import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id with the OWASP parameters (19 MiB, 2 iterations, 1 lane). */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * What a login verifies when there is no password to check — an unknown e-mail, a user who may not
 * log in (decisions 300, 1089): an argon2id hash of the same cost as `hashPassword`'s (a test
 * holds them equal), of a random password nobody kept, so it matches nothing. A constant: the
 * first unknown e-mail after a start does not hash it first (that took twice as long).
 */
export const DUMMY_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Gdt/iTgXdwcDD5CLLfhQdg$hU1It0dU6wFefk2ZLq/64BgM+wi7w/97qbvHV6UAN6g';

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

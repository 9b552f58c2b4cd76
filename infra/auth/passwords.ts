import argon2 from 'argon2';

/** argon2id with the library's recommended parameters (OWASP: m=19 MiB, t=2 is the floor; these exceed it). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  // Without a hash we still spend the time of a verification, so timing doesn't reveal unknown accounts.
  const target = hash ?? (await dummyHash());
  try {
    const ok = await argon2.verify(target, password);
    return hash !== undefined && ok;
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(`unused-${Math.random()}`);
  return dummy;
}

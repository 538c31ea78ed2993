import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (memory-hard) and compares in constant time.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

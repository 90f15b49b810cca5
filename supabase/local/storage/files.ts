// The objects' bytes on disk. Each upload is a new file named by its version (a uuid the service
// makes), never by the object's name: a name from a request never becomes a path, and replacing or
// moving an object swaps versions in the database, so a reader sees the old file or the new one,
// never half of one. Files are immutable once written, so a copy or a move is a hard link.
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class FileStore {
  constructor(readonly dir: string) {}

  private path(version: string): string {
    if (!VERSION.test(version)) throw new Error('invalid object version');
    return join(this.dir, 'objects', version);
  }

  /** Writes the bytes of a new version (complete or not at all: written aside, then renamed). */
  async write(body: Buffer, version: string): Promise<void> {
    const target = this.path(version);
    await mkdir(join(this.dir, 'objects'), { recursive: true });
    const temporary = join(this.dir, 'objects', `.${version}.partial`);
    await writeFile(temporary, body);
    await rename(temporary, target);
  }

  /** The same bytes under a new version. */
  async duplicate(version: string): Promise<string> {
    const copy = randomUUID();
    await link(this.path(version), this.path(copy));
    return copy;
  }

  /** The bytes of a version, or null when its file is missing. */
  async read(version: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(version));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Removes versions no row points at any more; a missing file is already gone. */
  async remove(versions: Iterable<string | null | undefined>): Promise<void> {
    for (const version of versions) {
      if (!version || !VERSION.test(version)) continue;
      await unlink(this.path(version)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }
}

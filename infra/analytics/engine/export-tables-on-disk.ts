import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A table name the engine makes a view of: the export's folder names (lower case, digits, underscores). */
const TABLE_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** One table of an export folder: its name and the folder holding its Parquet files (possibly partitioned `month=…/`). */
export interface TableFolder {
  name: string;
  folder: string;
}

/**
 * The tables of a scope's export folder: each sub-folder (named as a SQL identifier) holding at
 * least one `.parquet` file, at any depth (hive partitions). Anything else in the folder is ignored.
 */
export function exportTablesOnDisk(dir: string): TableFolder[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries
    .filter((name) => TABLE_NAME.test(name) && isDir(join(dir, name)) && holdsParquet(join(dir, name), 3))
    .sort()
    .map((name) => ({ name, folder: join(dir, name) }));
}

/**
 * What changes when the export does: every table and partition folder with its modification
 * time. An engine opened over an older signature is replaced (new tables, new columns).
 */
export function exportSignature(dir: string): string {
  const parts: string[] = [];
  for (const table of exportTablesOnDisk(dir)) {
    parts.push(`${table.name}@${mtime(table.folder)}`);
    for (const sub of safeReaddir(table.folder)) parts.push(`${table.name}/${sub}@${mtime(join(table.folder, sub))}`);
  }
  return parts.join('|');
}

function holdsParquet(folder: string, depth: number): boolean {
  for (const entry of safeReaddir(folder)) {
    const path = join(folder, entry);
    if (entry.endsWith('.parquet')) return true;
    if (depth > 0 && isDir(path) && holdsParquet(path, depth - 1)) return true;
  }
  return false;
}

function safeReaddir(folder: string): string[] {
  try {
    return readdirSync(folder).sort();
  } catch {
    return [];
  }
}

function isDir(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function mtime(path: string): number {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

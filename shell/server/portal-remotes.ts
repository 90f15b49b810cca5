import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The rspack CLI every app builds with (a root dependency of the workspace). */
export const rspackBin = join(workspaceRoot, 'node_modules', '.bin', 'rspack');

/** The six remotes, as their package.json `portal` fields declare them. */
export interface PortalRemotePackage {
  packageName: string;
  dir: string;
  federationName: string;
  port: number;
  routes: string[];
  widgets: string[];
}

export const REMOTE_PACKAGES = ['mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account'] as const;

export function readRemotePackage(dir: string): PortalRemotePackage {
  const { name, portal } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    name: string;
    portal: Omit<PortalRemotePackage, 'packageName' | 'dir'>;
  };
  return { packageName: name, dir, ...portal };
}

export function readRemotePackages(): PortalRemotePackage[] {
  return REMOTE_PACKAGES.map((packageName) => readRemotePackage(join(workspaceRoot, packageName)));
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { sessionHeaders } from './api.ts';
import { resourceFiles, uploadResourceFile } from './resources.ts';

/** A school's resources for the tenant-isolation, fuzz and audit suites (issue 31 item 7). */
export interface ResourceWorld {
  /**
   * A resource for every member, its title carrying the school's marker: downloaded, changed
   * and moved by the sanity run, then deleted.
   */
  resource: number;
  /** A PDF its admin uploaded and no resource names yet: the sanity run adds it as a resource. */
  resourceUpload: { key: string; name: string };
}

/** Uploads two files as the school's admin, through the API, and adds the first as a resource. */
export async function buildResourceWorld(
  app: FastifyInstance,
  db: Db,
  world: { schoolId: number; subdomain: string; marker: string; admin: number },
): Promise<ResourceWorld> {
  const headers = await sessionHeaders(db, { userId: world.admin, ...world });
  const { pdf } = await resourceFiles();
  const upload = async () => {
    const res = await uploadResourceFile(app, headers, pdf);
    if (res.status !== 201) throw new Error(`resource upload: ${res.status}`);
    return { key: res.body.key, name: res.body.name };
  };
  const file = await upload();
  const res = await app.inject({
    method: 'POST',
    url: '/api/resources/',
    headers,
    payload: { title: `${world.marker} resource`, description: `${world.marker} text`, file },
  });
  if (res.statusCode !== 201) throw new Error(`resource: ${res.statusCode} ${res.body}`);
  return { resource: (res.json() as { id: number }).id, resourceUpload: await upload() };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../platform/envelope.js';
import { readFile } from '../../platform/files.js';

// Images are served by their random id so an <img> tag can show them without a session. A stored
// file never changes (a new photo is a new file), so browsers may keep it for good.
export const filesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored image (profile photo, product or expense image) by its id',
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'No such file') }),
      },
    },
    async (request, reply) => {
      const file = await readFile(db, request.params.id);
      if (!file) throw new AppError(404, 'No such file');
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  );
};

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_MESSAGES,
  profilePictureResponseSchema,
  userIdParamsSchema,
} from '@courtside/shared/api/user';
import { IMAGE_MAX_BYTES } from '@courtside/shared/constants';
import { AppError } from '../../../lib/app-error';
import { toPublicUser } from '../../../services/viewer/own-user';
import { profileImageUrl } from '../../../services/viewer/people';
import { assertSelf } from '../../../services/users/privacy';
import {
  loadProfilePicture,
  removeProfilePicture,
  setProfilePicture,
} from '../../../services/users/profile-picture';
import { errorAnswers } from '../../error-answers';

const noImage = () =>
  new AppError('VALIDATION_FAILED', PROFILE_MESSAGES.imageType, {
    errors: { profileImage: [PROFILE_MESSAGES.imageType] },
  });

/** The `profileImage` file of a multipart body, at most IMAGE_MAX_BYTES (413 beyond). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', PROFILE_MESSAGES.imageType);
  }
  let part;
  try {
    part = await request.file();
  } catch {
    throw new AppError('BAD_REQUEST', /*i18n*/ 'Malformed multipart body');
  }
  if (!part || part.fieldname !== 'profileImage') throw noImage();
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', PROFILE_MESSAGES.imageTooLarge, {
        errors: { profileImage: [PROFILE_MESSAGES.imageTooLarge] },
      });
    }
    throw new AppError('BAD_REQUEST', /*i18n*/ 'Malformed multipart body');
  }
}

/**
 * Profile pictures (spec section 4, decision 012): upload (multipart field `profileImage`,
 * at most 5 MB, an image by its content), removal, and the stored WebP, served publicly
 * under its content hash with a year-long immutable cache (an <img> sends no bearer token).
 */
export async function pictureRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Multipart bodies are parsed in this scope only: other routes still refuse them (415).
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  const params = userIdParamsSchema;

  app.post(
    '/:id/profile-picture',
    {
      onRequest: app.authenticate,
      preHandler: app.limits.pictureUpload,
      schema: {
        tags,
        security,
        params,
        consumes: ['multipart/form-data'],
        response: {
          200: profilePictureResponseSchema,
          ...errorAnswers(400, 401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (request) => {
      assertSelf(request.user, request.params.id);
      const upload = await readUpload(request);
      const user = await setProfilePicture(app.db, request.user!, request.params.id, upload);
      return {
        data: {
          profileImage: profileImageUrl(user.profileImage, app.config.PUBLIC_URL),
          user: toPublicUser(user, app.config.PUBLIC_URL),
        },
        message: PROFILE_MESSAGES.pictureUpdated,
      };
    },
  );

  app.delete(
    '/:id/profile-picture',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params,
        response: { 200: profilePictureResponseSchema, ...errorAnswers(400, 401, 403, 422, 429) },
      },
    },
    async (request) => {
      const user = await removeProfilePicture(app.db, request.user!, request.params.id);
      return {
        data: { profileImage: null, user: toPublicUser(user, app.config.PUBLIC_URL) },
        message: PROFILE_MESSAGES.pictureRemoved,
      };
    },
  );

  app.get(
    '/:id/profile-picture/:file',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().max(64), file: z.string().max(64) }),
        response: {
          // Bytes, never serialized (Fastify sends a Buffer as it is).
          200: z.unknown().describe('The picture, image/webp, cached for a year'),
          ...errorAnswers(404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const picture = await loadProfilePicture(app.db, request.params.id, request.params.file);
      return reply
        .header('Content-Type', picture.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', `"${picture.hash}"`)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(picture.bytes);
    },
  );
}

import { ErrorCode, endpoints } from '@croupier/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requirePlayer } from '../../platform/auth.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { registerEndpoint } from '../../platform/http.ts';
import { registerSignedCallbacks } from '../../platform/signed-callback.ts';
import type { AuthService, PlayerAccounts } from '../auth/index.ts';
import type { ContactVerification } from './contact.ts';
import { type DocumentsService, fileRequired, tooLarge } from './documents.ts';
import type { KycService } from './kyc.ts';
import type { PlayerDocumentRow } from './tables.ts';

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

/** Reads the one `file` part (kept in memory up to the limit) and the `name` field of a multipart body. */
async function readUpload(request: FastifyRequest, maxBytes: number) {
  let bytes: Buffer | undefined;
  let filename: string | undefined;
  let name: string | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
        filename = part.filename;
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        name = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fileRequired();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(ErrorCode.validation, 'Send one file and its name only');
    }
    throw err;
  }
  if (!bytes) throw fileRequired();
  return { bytes, filename, name };
}

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name. */
function disposition(kind: 'attachment' | 'inline', fileName: string, ext: string): string {
  const base = fileName.replace(/\.[^.]*$/, '') || 'document';
  const ascii = `${base.replace(/[^\x20-\x7e]|["\\%;]/g, '_')}.${ext}`;
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(`${base}.${ext}`)}`;
}

/**
 * A document's bytes as an answer: its recognised type, `nosniff`, a CSP that runs nothing, never
 * cached. The player's copy is a download; the operator's opens inline (the queue's preview).
 */
function sendDocument(
  reply: FastifyReply,
  row: PlayerDocumentRow,
  bytes: Buffer,
  kind: 'attachment' | 'inline',
) {
  reply
    .type(row.mimeType)
    .header('content-disposition', disposition(kind, row.fileName, EXT[row.mimeType] ?? 'bin'))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'private, no-store');
  return bytes;
}

export interface VerificationRoutes {
  auth: AuthService;
  accounts: PlayerAccounts;
  contacts: ContactVerification;
  documents: DocumentsService;
  kyc: KycService;
}

/** The verification calls: phone and e-mail (000 §7), KYC (000 §7), documents (001 §7). */
export function verificationRoutes(app: FastifyInstance, s: VerificationRoutes) {
  const ok = { success: true };
  const { auth, accounts, contacts, documents, kyc } = s;

  registerEndpoint(app, endpoints.reconfirmEmail, async ({ body, player, request }) => {
    await contacts.reconfirmEmail(body, player, request.ip, request.id);
    return ok;
  });
  registerEndpoint(app, endpoints.verifyEmail, async ({ body, request }) => {
    await contacts.verifyEmail(body.verificationToken, request.ip);
    return ok;
  });
  registerEndpoint(app, endpoints.sendPhoneCode, ({ body, request }) => {
    auth.assertBrand(body.brandId);
    return contacts.sendPhoneCode(requirePlayer(request).uuid, body.sendSms, request.id);
  });
  registerEndpoint(app, endpoints.verifyPhone, async ({ body, request }) => {
    await contacts.verifyPhone(requirePlayer(request).uuid, body.code, request.ip);
    return ok;
  });

  registerEndpoint(app, endpoints.kycStatus, ({ request }) => kyc.status(requirePlayer(request).uuid));
  registerEndpoint(app, endpoints.startKycSession, async ({ query, body, request, reply }) => {
    const token = await kyc.start(requirePlayer(request).uuid, query.successUrl, body ?? {}, {
      requestId: request.id,
    });
    // 000 §7: "response text".
    reply.type('text/plain; charset=utf-8');
    return token;
  });
  registerEndpoint(app, endpoints.identomatFrame, ({ query, reply }) => {
    reply.header('cache-control', 'no-store');
    return kyc.frame(query.session_token);
  });
  // The callback's signature covers the exact bytes sent; it is checked before the body is
  // validated: an unsigned caller learns nothing of the body's rules.
  registerSignedCallbacks(app, kyc.callbackSignature(), (scope) => {
    registerEndpoint(scope, endpoints.kycCallback, ({ body }) => kyc.callback(body));
  });

  // Multipart is parsed only by the calls of this scope.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: documents.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });

    registerEndpoint(scope, endpoints.listDocuments, ({ request }) =>
      documents.list(requirePlayer(request).uuid),
    );

    registerEndpoint(scope, endpoints.uploadDocument, async ({ params, request }) => {
      const player = requirePlayer(request);
      await documents.assertMayUpload(player.uuid);
      const upload = await readUpload(request, documents.maxBytes);
      return documents.upload(player.uuid, params.documentType, upload);
    });

    registerEndpoint(scope, endpoints.downloadDocument, async ({ params, request, reply }) => {
      const player = requirePlayer(request);
      const { row, bytes } = await documents.content(player.uuid, params.fileId);
      // Sent back only as a download of its recognised type, never rendered by the site.
      return sendDocument(reply, row, bytes, 'attachment');
    });
  });

  // The operators' queue and review (not in 001; docs/decisions/008, 050).
  registerEndpoint(app, endpoints.documentQueue, ({ query }) =>
    documents.queue(query.status, query.page, query.size),
  );
  registerEndpoint(app, endpoints.operatorDocumentFile, async ({ params, reply }) => {
    const { row, bytes } = await documents.operatorContent(params.documentId);
    return sendDocument(reply, row, bytes, 'inline');
  });
  registerEndpoint(app, endpoints.reviewDocument, ({ params, body }) =>
    documents.review(params.documentId, body.status, body.comment || null),
  );
  registerEndpoint(app, endpoints.operatorPlayerDocuments, async ({ params }) => {
    const uuid = params.playerUUID;
    if (!(await accounts.player(uuid))) throw notFound('Player');
    const [identity, list] = await Promise.all([kyc.identity(uuid), documents.list(uuid)]);
    return { identity, documents: list };
  });
}

import { Type } from '@sinclair/typebox';
import type { App, Ctx } from '../../context';
import { notFound } from '../../errors';
import { errorResponses } from '../../lib/schema';
import { paymentProvider } from '../../payments/registry';
import { handleWebhook } from '../../payments/webhooks';

const WebhookParams = Type.Object({ provider: Type.String({ pattern: '^[a-z][a-z0-9_-]{1,30}$' }) });
const WebhookResponse = Type.Object({ received: Type.Boolean(), settledOrder: Type.Union([Type.Integer(), Type.Null()]) });

/**
 * A payment provider calls this when a payment succeeded (api/src/payments/types.ts). The body is
 * kept raw (the signature is over the exact bytes), so this scope has its own content parser. No
 * session: the provider's signature is the authentication. Invoice has no webhook, so while only
 * invoice is configured every call answers 404.
 */
export function registerPaymentWebhook(app: App, ctx: Ctx) {
  // An encapsulated scope: its raw-body parser does not change how the rest of the API parses JSON.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/v1/payments/:provider/webhook', {
      schema: {
        tags: ['orders'], summary: "A payment provider's signed notification (settles the order it paid); 404 for a method without webhooks",
        params: WebhookParams, response: { 200: WebhookResponse, ...errorResponses },
      },
    }, async (request) => {
      const provider = paymentProvider((request.params as { provider: string }).provider);
      if (!provider?.verifyWebhook) throw notFound('Payment webhook', (request.params as { provider: string }).provider);
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { settled } = await handleWebhook(ctx, provider, request.headers, body);
      return { received: true, settledOrder: settled };
    });
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productImageInput, productImageReply, redirectReply } from '../../../domain/catalog/api-schemas';
import { productImageUrl } from '../../../domain/catalog/product-labels';
import { CATALOG_MESSAGES } from '../../../domain/catalog/search-products';
import { DomainError } from '../../../domain/shared/errors';
import { errorBody, errorResponses } from '../../../infra/http/errors';
import type { QueryContext } from '../../lib/context';
import { imageHost } from './load-product';

const PALETTE: Record<string, string> = { daily: '#2a7ab0', 'two-week': '#2f8f6b', monthly: '#7a4fb0' };

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /api/product/image?productNumber: the product image (spec point 3: image host + product
 * number + `_000_001.png`). With IMAGE_HOST set it redirects there; otherwise it draws box artwork
 * (SVG) from the catalog. Public, because <img> requests carry no bearer token; it shows only what
 * is printed on a lens box.
 */
// A plain Fastify route: the reply is SVG or a 302 redirect, which queryRoute does not document.
export const productImageRoute: FastifyPluginAsyncZod<QueryContext> = async (app, ctx) => {
  app.get(
    '/api/product/image',
    {
      schema: {
        tags: ['product'],
        summary: 'Product image',
        querystring: productImageInput,
        response: { 200: productImageReply, 302: redirectReply, ...errorResponses, 404: errorBody },
      },
      config: { auth: 'public', readModels: ['catalog'] },
    },
    async (request, reply) => {
      const row = await ctx.db
        .withSchema('rm')
        .selectFrom('catalog_products')
        .select(['product_number', 'name', 'brand_name', 'modality', 'lens_type', 'pack_size'])
        .where('product_number', '=', request.query.productNumber)
        .executeTakeFirst();
      if (!row) throw new DomainError('not_found', 'PRODUCT_NOT_FOUND', CATALOG_MESSAGES.productNotFound);
      const host = imageHost();
      if (host) return reply.redirect(productImageUrl(row.product_number, host), 302);
      const colour = PALETTE[row.modality] ?? '#2a7ab0';
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160" role="img" aria-label="${escapeXml(row.name)}">
<rect x="4" y="4" width="232" height="152" rx="14" fill="#fff" stroke="${colour}" stroke-width="3"/>
<rect x="4" y="4" width="232" height="40" rx="14" fill="${colour}"/>
<rect x="4" y="30" width="232" height="14" fill="${colour}"/>
<text x="120" y="30" font-family="system-ui,sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(row.brand_name)}</text>
<circle cx="50" cy="98" r="26" fill="none" stroke="${colour}" stroke-width="4" opacity="0.7"/>
<circle cx="50" cy="98" r="12" fill="${colour}" opacity="0.25"/>
<text x="88" y="86" font-family="system-ui,sans-serif" font-size="13" fill="#1d2733">${escapeXml(row.lens_type)} · ${escapeXml(row.modality)}</text>
<text x="88" y="106" font-family="system-ui,sans-serif" font-size="13" fill="#1d2733">${row.pack_size} ${row.pack_size === 1 ? 'lens' : 'lenses'}</text>
<text x="88" y="126" font-family="monospace" font-size="11" fill="#5b6773">${escapeXml(row.product_number)}</text>
</svg>`;
      return reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml').send(svg);
    },
  );
};

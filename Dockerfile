# syntax=docker/dockerfile:1
# Croupier's platform image (docs/operations.md, "Container image"): the web app, the console and
# the platform, built once; the runtime stage holds what `node scripts/start.mjs` runs, the same
# start command `npm start` and `npm run cluster` use. The sandbox's stand-ins are in it too, for a
# staging compose (`node apps/sandbox/dist/main.js`); a production replica never starts them.

FROM node:22-bookworm-slim AS build
WORKDIR /app
# The manifests first: the dependencies' layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/sandbox/package.json apps/sandbox/
COPY apps/web/package.json apps/web/
COPY apps/console/package.json apps/console/
COPY packages/contract/package.json packages/contract/
COPY packages/client/package.json packages/client/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    CROUPIER_PREBUILT=true \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist \
    CONSOLE_DIST=/app/apps/console/dist
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/scripts scripts
COPY --from=build /app/packages/contract packages/contract
COPY --from=build /app/packages/client/package.json packages/client/
COPY --from=build /app/apps/server apps/server
COPY --from=build /app/apps/sandbox apps/sandbox
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/console/package.json apps/console/
COPY --from=build /app/apps/console/dist apps/console/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.mjs"]

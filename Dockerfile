# syntax=docker/dockerfile:1
# The store as one container image on Next's standalone output (docs/deployment.md).
#
#   docker build -t ecoplast-store .                          # the app (default target: runtime)
#   docker build --target migrate -t ecoplast-store-migrate .  # the migration command
#   docker run --rm -e DATABASE_URL=… -e AUTH_SECRET=… ecoplast-store-migrate
#   docker run -p 3000:3000 -e DATABASE_URL=… -e AUTH_SECRET=… -e SITE_URL=https://… -e TRUST_PROXY_HOPS=1 ecoplast-store
#
# Each RUN is the command CI runs (.ci/run, .ci/standalone-smoke, which starts this image's
# command outside a container): npm install, next build, npm run db:migrate, node server.js.
# Business identity (NEXT_PUBLIC_BUSINESS_*) is fixed at build time: put it in .env.production;
# the site's address (SITE_URL) is read when the container starts.

ARG NODE_IMAGE=node:20-slim

# ---- deps: every package, from the lockfile -------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# Applied by the postinstall script (patch-package): Next's loopback-host fix (docs/deployment.md).
COPY patches ./patches
# Not `npm ci`: the lockfile lacks other platforms' optional binaries (see .ci/run).
RUN npm install --no-audit --no-fund --loglevel=error

# ---- build: next build → .next/standalone (server.js + the node_modules it traced) ---------
FROM deps AS build
COPY . .
RUN npm run build

# ---- migrate: `npm run db:migrate` with the full toolchain (tsx, drizzle) ------------------
# Run it once, before rolling out a release, never from the app's instances.
FROM build AS migrate
USER node
CMD ["npm", "run", "db:migrate"]

# ---- runtime: only the standalone output, as a non-root user --------------------------------
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data \
    # The app (instrumentation.ts) handles SIGTERM: finish requests, drain the outbox, close the pool, exit 0.
    NEXT_MANUAL_SIG_HANDLE=true
# As .ci/standalone-smoke copies them: the server, the static assets, public/ and the SQL
# migrations (the embedded mode, without DATABASE_URL, migrates itself from them).
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/db/migrations ./db/migrations
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Ready = the database answers and its migrations are this build's (alive: /api/health).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]

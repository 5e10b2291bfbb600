# The bot in a container: built in one stage, run in a slim one as the unprivileged `node` user.
#   docker build -t sudoku-bot .
#   docker run --rm --env-file .env -p 8080:8080 sudoku-bot
# See README "Running at scale" (process managers, containers, health checks, shutdown).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No lifecycle scripts yet: `prepare` builds, and the sources are not copied in until the next steps.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY commands ./commands
# The load test (src/bench/loadtest) compiles against the fake Discord in test/support.
COPY test/support ./test/support
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HEALTH_PORT=8080
WORKDIR /app
# package.json says the compiled files are ES modules; assets/ holds the fonts the pictures need.
COPY package.json ./
COPY assets ./assets
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.HEALTH_PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stop taking interactions, answer the ones in flight, exit within 10 s (docker stop waits 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "dist/src/index.js"]

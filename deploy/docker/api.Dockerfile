# The API image (deploy/k8s/api.yaml): node:20-slim with @flowdeck/api and its production dependencies,
# laid out by `pnpm deploy` and run by tsx as in development. From the repository root:
#   docker build -f deploy/docker/api.Dockerfile -t registry.example.com/flowdeck/api:1.0.0 .

FROM node:20-slim AS build
WORKDIR /repo
COPY . .
# --legacy: the workspace does not inject its packages; the deployed copy gets them as plain folders.
RUN npx --yes pnpm@10.34.8 install --frozen-lockfile --filter @flowdeck/api... \
  && npx --yes pnpm@10.34.8 --filter @flowdeck/api deploy --prod --legacy /out/api

FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000
# api/tsconfig.json extends ../tsconfig.base.json, which tsx reads.
COPY --from=build /repo/tsconfig.base.json /app/tsconfig.base.json
COPY --from=build /out/api /app/api
WORKDIR /app/api
# The `node` user of the base image (uid 1000, as api.yaml's runAsUser); the files stay root's, read-only.
USER node
EXPOSE 8000
CMD ["node", "--import", "tsx", "src/main.ts"]

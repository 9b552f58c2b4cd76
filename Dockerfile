FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:web
ENV NODE_ENV=production
EXPOSE 3000
CMD ["npm", "start"]

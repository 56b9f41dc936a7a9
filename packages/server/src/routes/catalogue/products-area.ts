import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { productImagesService } from '../../services/catalogue/images.ts';
import { createLocalDiskStorage } from '../../services/catalogue/storage.ts';
import { productsBulkRoutes } from './bulk.ts';
import { changeSetRoutes } from './change-sets.ts';
import { productImagesRoutes } from './images.ts';
import { productsRoutes } from './products.ts';
import { productVarietiesRoutes } from './products-varieties.ts';
import { warehouseRoutes } from './warehouse.ts';

/**
 * The product side of the catalogue: products, varieties, images (stored under `<data dir>/uploads`),
 * the warehouse and the bulk editor. One plugin, so the area registers with one line.
 */
export async function catalogueProductRoutes(app: FastifyInstance) {
  const storage = createLocalDiskStorage(join(app.ctx.config.dataDir, 'uploads'));
  const images = productImagesService(app.ctx.db, storage);
  await app.register(productsBulkRoutes);
  await app.register(changeSetRoutes);
  await app.register(productsRoutes, { images });
  await app.register(productVarietiesRoutes);
  await app.register(productImagesRoutes, { images, storage });
  await app.register(warehouseRoutes);
}

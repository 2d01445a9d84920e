/** Regenerates the home hero backgrounds: `npx tsx db/cli/generate-hero-images.ts`. */
import { stat } from 'node:fs/promises';
import { generateHeroImages } from '../demo-images-hero';

const files = await generateHeroImages();
for (const file of files) console.log(`${file} ${((await stat(file)).size / 1024).toFixed(1)} KB`);

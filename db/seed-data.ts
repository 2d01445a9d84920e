import { business } from '@/lib/business';
import type { DemoImageSpec } from '@/db/demo-images';
import type { IvaClass } from '@/lib/domain/iva';
import { normalizeBrebKey } from '@/lib/domain/breb-key';

/**
 * The demo catalogue of a Cúcuta distributor of disposables, packaging and biodegradables
 * (shared/data/catalogue-vocabulary.md). Plain data: db/seed.ts turns it into rows.
 * Prices are whole COP per sale unit (a pack, a box, a thousand…), invented but plausible.
 */

export const UNIT_ATTRIBUTE = 'Unidad de Medida';
export const units = ['Unidad', 'Paquete', 'Caja', 'Millar'] as const;
export type SeedUnit = (typeof units)[number];

export type SeedCategory = { name: string; description: string; children?: SeedCategory[] };

/** Attributes a variant can be described by (besides its unit, which every variant has). */
export type SeedAttributeName = 'Color' | 'Capacidad' | 'Material' | 'Tamaño';
export type SeedAttribute = { name: SeedAttributeName | typeof UNIT_ATTRIBUTE; values: readonly string[] };

/** [minQuantity in sale units, unit price]: always below the variant's base price. */
export type SeedTier = readonly [minQuantity: number, price: number];

export type SeedVariant = {
  values?: Partial<Record<SeedAttributeName, string>>;
  unit: SeedUnit;
  /** Pieces in one sale unit: Paquete x50 → 50, Millar → 1000. */
  unitsPerItem: number;
  price: number;
  salePrice?: number;
  costPrice: number;
  stock: number;
  tiers?: readonly SeedTier[];
  /** A picture of its own (colour variants); otherwise the product's. */
  image?: DemoImageSpec;
};

export type SeedProduct = {
  name: string;
  /** Name of a category below. */
  category: string;
  description: string;
  /** Name of a provider below. */
  provider: string;
  featured?: boolean;
  /**
   * Issue 26: the IVA its final prices include; 19 % when absent, as for nearly everything a
   * plastics distributor sells. The few others are illustrative (docs/iva-and-fiscal-data.md).
   */
  ivaClass?: IvaClass;
  image: DemoImageSpec;
  variants: readonly SeedVariant[];
};

export type SeedProvider = {
  name: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  website: string;
  notes: string;
};

/** `brebKey`: a Bre-B key the shopper can transfer to instead (lib/domain/breb-key.ts). */
export type SeedPaymentMethod = { name: string; instructions: string; qrText: string; brebKey?: string };

export const seedCategories: readonly SeedCategory[] = [
  {
    name: 'Desechables',
    description: 'Vasos, platos, contenedores y cubiertos desechables para restaurantes, cafeterías, eventos y ventas de comida.',
    children: [
      { name: 'Vasos', description: 'Vasos de cartón para bebidas calientes, plásticos para bebidas frías, copas y vasitos para shots.' },
      { name: 'Platos y bandejas', description: 'Platos plásticos y de icopor, y bandejas numeradas para carnes, frutas y verduras.' },
      {
        name: 'Contenedores',
        description: 'Contenedores de icopor y plástico para domicilios: redondos, con divisiones, con sello de seguridad y tapas domo.',
      },
      { name: 'Cubiertos', description: 'Cucharas, tenedores y kits de cubiertos desechables en paquetes de 50 y 100.' },
    ],
  },
  {
    name: 'Biodegradables',
    description: 'Empaques compostables de bagazo de caña, kraft con PLA, madera y bambú: la misma practicidad, sin dejar huella.',
    children: [
      {
        name: 'Bagazo de caña',
        description: 'Platos, bowls y contenedores hechos con fibra de caña de azúcar. Resisten comida caliente y van al microondas.',
      },
      { name: 'Vasos compostables', description: 'Vasos kraft con recubrimiento de PLA y vasos de PLA transparente, de origen vegetal.' },
      { name: 'Cubiertos y pitillos ecológicos', description: 'Cubiertos de madera y bambú, pitillos de papel y mezcladores de madera.' },
      { name: 'Bolsas compostables', description: 'Bolsas de almidón de maíz que se degradan en compostaje.' },
    ],
  },
  {
    name: 'Bolsas',
    description: 'Bolsas plásticas y de papel para tiendas, panaderías, restaurantes y regalos.',
    children: [
      { name: 'Bolsas plásticas', description: 'Bolsas tipo camiseta y bolsas con cierre zip en varios tamaños.' },
      { name: 'Bolsas de papel', description: 'Bolsas kraft, blancas, parafinadas, de regalo y para cubiertos.' },
    ],
  },
  {
    name: 'Empaques',
    description: 'Cajas, neveras, películas y artículos de repostería para empacar, transportar y presentar tus productos.',
    children: [
      { name: 'Cajas', description: 'Cajas para pizza, tortas y desayunos sorpresa, y neveras de icopor.' },
      { name: 'Repostería y eventos', description: 'Pinchos, palitos, capacillos, bases doradas y empaques para huevos de codorniz.' },
      { name: 'Películas plásticas', description: 'Vinipel y películas extensibles para cubrir, sellar y embalar.' },
    ],
  },
  {
    name: 'Aluminio',
    description: 'Papel aluminio doméstico e industrial, contenedores y bolsas de aluminio que conservan el calor.',
  },
  {
    name: 'Aseo',
    description: 'Papeles institucionales, servilletas y elementos de bioseguridad para cocinas y negocios.',
    children: [
      { name: 'Papeles y servilletas', description: 'Papel higiénico institucional, toallas de manos y servilletas.' },
      { name: 'Bioseguridad', description: 'Guantes desechables y gorros para manipulación de alimentos.' },
    ],
  },
];

export const seedAttributes: readonly SeedAttribute[] = [
  {
    name: 'Color',
    values: ['Blanco', 'Transparente', 'Negro', 'Rojo', 'Azul', 'Verde', 'Amarillo', 'Rosado', 'Kraft', 'Dorado'],
  },
  {
    name: 'Capacidad',
    values: ['4 oz', '7 oz', '8 oz', '9 oz', '12 oz', '16 oz', '24 oz', '32 oz', '8 L', '20 L', '45 L', '124 L'],
  },
  {
    name: 'Material',
    values: [
      'Icopor',
      'Plástico',
      'PET',
      'PLA',
      'Cartón',
      'Papel kraft',
      'Bagazo de caña',
      'Madera',
      'Bambú',
      'Aluminio',
      'Nitrilo',
      'Vinilo',
    ],
  },
  {
    name: 'Tamaño',
    values: [
      'S',
      'M',
      'L',
      'Pequeño',
      'Mediano',
      'Grande',
      'No. 1',
      'No. 2',
      'No. 4',
      'No. 6',
      'No. 7',
      'No. 8',
      'No. 17',
      '15 cm',
      '18 cm',
      '20 cm',
      '23 cm',
      '25 cm',
      '30 cm',
      '40 cm',
      '10 × 15 cm',
      '15 × 20 cm',
      '20 × 30 cm',
      '15 × 15 cm',
      '20 × 20 cm',
      '23 × 23 cm',
      '17 × 17 cm',
      '30 × 30 cm',
      'Redonda 4 oz',
      'Redonda 6 oz',
      'Rectangular 34 cm',
      '30 cm × 7 m',
      '30 cm × 16 m',
      '45 cm × 100 m',
      '30 cm × 300 m',
      '45 cm × 1.500 m',
    ],
  },
  { name: UNIT_ATTRIBUTE, values: units },
];

export const seedProviders: readonly SeedProvider[] = [
  {
    name: 'Plásticos Andinos S.A.S.',
    contactName: 'Marcela Rojas',
    contactEmail: 'pedidos@plasticosandinos.example',
    contactPhone: '+57 601 745 2310',
    address: 'Calle 13 # 68-45, Zona Industrial Montevideo, Bogotá',
    website: 'https://plasticosandinos.example',
    notes: 'Vasos, contenedores, cubiertos y bolsas. Pedido mínimo $ 1.500.000; entrega en Cúcuta en 4 días hábiles.',
  },
  {
    name: 'EcoEmpaques del Valle',
    contactName: 'Andrés Felipe Castaño',
    contactEmail: 'comercial@ecoempaquesvalle.example',
    contactPhone: '+57 602 488 1970',
    address: 'Carrera 1 # 47-120, Bodega 8, Cali',
    website: 'https://ecoempaquesvalle.example',
    notes: 'Bagazo de caña, kraft con PLA, madera y bambú. Certificados de compostabilidad al día; despacho quincenal.',
  },
  {
    name: 'Distribuidora La Frontera',
    contactName: 'Yolanda Peñaranda',
    contactEmail: 'ventas@distrilafrontera.example',
    contactPhone: '+57 607 571 4482',
    address: 'Anillo Vial Occidental, Bodega 14, Cúcuta',
    website: 'https://distrilafrontera.example',
    notes: 'Papeles, aluminio, cajas y bioseguridad. Entrega el mismo día en Cúcuta y Villa del Rosario.',
  },
];

const ANDINOS = 'Plásticos Andinos S.A.S.';
const ECO = 'EcoEmpaques del Valle';
const FRONTERA = 'Distribuidora La Frontera';

export const seedProducts: readonly SeedProduct[] = [
  // — Desechables › Vasos
  {
    name: 'Vaso de cartón para bebidas calientes',
    category: 'Vasos',
    provider: ANDINOS,
    featured: true,
    description:
      'Vaso de cartón de pared sencilla con recubrimiento interior, ideal para tinto, café con leche y aromáticas. No se deforma con bebidas calientes y se apila fácil detrás del mostrador.',
    image: { kind: 'cup', color: 'white', accent: 'kraft' },
    variants: [
      {
        values: { Capacidad: '4 oz' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 5900,
        costPrice: 4200,
        stock: 140,
        tiers: [
          [10, 5600],
          [50, 5300],
        ],
      },
      {
        values: { Capacidad: '7 oz' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 7900,
        costPrice: 5600,
        stock: 210,
        tiers: [
          [10, 7500],
          [50, 7100],
        ],
      },
      {
        values: { Capacidad: '9 oz' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 9500,
        costPrice: 6800,
        stock: 180,
        tiers: [
          [10, 9000],
          [50, 8500],
        ],
      },
      { values: { Capacidad: '12 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 12900, costPrice: 9300, stock: 8 },
    ],
  },
  {
    name: 'Vaso plástico transparente',
    category: 'Vasos',
    provider: ANDINOS,
    featured: true,
    description:
      'Vaso desechable de poliestireno cristal para jugos, gaseosa y cerveza. Liviano, resistente a bebidas frías y con borde redondeado que no corta. Por paquete de 50 o por millar.',
    image: { kind: 'cup', color: 'clear', accent: 'clear' },
    variants: [
      {
        values: { Capacidad: '7 oz' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 3900,
        costPrice: 2700,
        stock: 300,
        tiers: [
          [10, 3700],
          [50, 3500],
        ],
      },
      { values: { Capacidad: '7 oz' }, unit: 'Millar', unitsPerItem: 1000, price: 68000, costPrice: 52000, stock: 25, tiers: [[5, 65000]] },
      {
        values: { Capacidad: '9 oz' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 4500,
        costPrice: 3200,
        stock: 260,
        tiers: [
          [10, 4300],
          [50, 4000],
        ],
      },
      { values: { Capacidad: '9 oz' }, unit: 'Millar', unitsPerItem: 1000, price: 79000, costPrice: 61000, stock: 18 },
      { values: { Capacidad: '12 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 5600, costPrice: 4000, stock: 190 },
      { values: { Capacidad: '12 oz' }, unit: 'Millar', unitsPerItem: 1000, price: 98000, costPrice: 76000, stock: 12 },
      { values: { Capacidad: '16 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 7200, costPrice: 5200, stock: 0 },
      { values: { Capacidad: '16 oz' }, unit: 'Millar', unitsPerItem: 1000, price: 128000, costPrice: 99000, stock: 6 },
    ],
  },
  {
    name: 'Vaso PET 8 oz con tapa',
    category: 'Vasos',
    provider: ANDINOS,
    description:
      'Vaso de PET cristalino con tapa domo y orificio para pitillo: perfecto para malteadas, granizados, fresas con crema y postres para llevar.',
    image: { kind: 'cup-lid', color: 'clear' },
    variants: [
      {
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 12900,
        costPrice: 9400,
        stock: 90,
        tiers: [
          [10, 12200],
          [50, 11500],
        ],
      },
      { unit: 'Millar', unitsPerItem: 1000, price: 235000, costPrice: 182000, stock: 7 },
    ],
  },
  {
    name: 'Copa para champaña desechable',
    category: 'Vasos',
    provider: ANDINOS,
    description:
      'Copa plástica de dos piezas con base desmontable para brindis de bodas, quinces y eventos corporativos. Se ve como vidrio y no se rompe.',
    image: { kind: 'flute', color: 'clear', accent: 'yellow' },
    variants: [
      { unit: 'Unidad', unitsPerItem: 1, price: 900, costPrice: 600, stock: 400 },
      { unit: 'Paquete', unitsPerItem: 25, price: 18900, salePrice: 16900, costPrice: 13500, stock: 40, tiers: [[10, 16000]] },
    ],
  },
  {
    name: 'Vaso aguardientero 1.5 oz',
    category: 'Vasos',
    provider: ANDINOS,
    description: 'El clásico vasito para aguardiente, shots y degustaciones. Transparente, firme y en paquete de 50.',
    image: { kind: 'shot-cups', color: 'clear' },
    variants: [
      {
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 2900,
        costPrice: 1900,
        stock: 350,
        tiers: [
          [10, 2700],
          [50, 2500],
        ],
      },
    ],
  },
  {
    name: 'Sombrillitas para cóctel',
    category: 'Vasos',
    provider: ANDINOS,
    description: 'Sombrillitas de papel en colores surtidos con palillo de madera, para decorar cócteles, limonadas y postres.',
    image: { kind: 'umbrella', color: 'pink', accent: 'green' },
    variants: [{ unit: 'Paquete', unitsPerItem: 50, price: 6500, costPrice: 4200, stock: 0 }],
  },

  // — Desechables › Platos y bandejas
  {
    name: 'Bandeja de icopor',
    category: 'Platos y bandejas',
    provider: ANDINOS,
    description:
      'Bandeja de icopor blanca para carnes, pollo, frutas y verduras en supermercados y famas. Numeración estándar del 1 al 17; se sella perfecto con vinipel.',
    image: { kind: 'tray', color: 'foam' },
    variants: [
      {
        values: { Tamaño: 'No. 1' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 2900,
        costPrice: 1900,
        stock: 220,
        tiers: [
          [10, 2700],
          [50, 2500],
        ],
      },
      {
        values: { Tamaño: 'No. 4' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 4200,
        costPrice: 2900,
        stock: 180,
        tiers: [
          [10, 3900],
          [50, 3700],
        ],
      },
      { values: { Tamaño: 'No. 7' }, unit: 'Paquete', unitsPerItem: 25, price: 5400, costPrice: 3800, stock: 150, tiers: [[10, 5100]] },
      { values: { Tamaño: 'No. 8' }, unit: 'Paquete', unitsPerItem: 25, price: 6300, costPrice: 4400, stock: 5 },
      { values: { Tamaño: 'No. 17' }, unit: 'Paquete', unitsPerItem: 25, price: 9800, costPrice: 6900, stock: 60 },
    ],
  },
  {
    name: 'Plato plástico de colores 23 cm',
    category: 'Platos y bandejas',
    provider: ANDINOS,
    description:
      'Platos plásticos llanos de colores vivos para fiestas infantiles, piñatas y celebraciones. Rígidos y fáciles de combinar con vasos y cubiertos.',
    image: { kind: 'plate', color: 'red' },
    variants: [
      {
        values: { Color: 'Rojo' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 7900,
        costPrice: 5300,
        stock: 80,
        tiers: [[10, 7400]],
        image: { kind: 'plate', color: 'red' },
      },
      {
        values: { Color: 'Azul' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 7900,
        costPrice: 5300,
        stock: 65,
        image: { kind: 'plate', color: 'blue' },
      },
      {
        values: { Color: 'Verde' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 7900,
        costPrice: 5300,
        stock: 0,
        image: { kind: 'plate', color: 'green' },
      },
      {
        values: { Color: 'Amarillo' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 7900,
        costPrice: 5300,
        stock: 40,
        image: { kind: 'plate', color: 'yellow' },
      },
    ],
  },
  {
    name: 'Plato plástico blanco',
    category: 'Platos y bandejas',
    provider: ANDINOS,
    description:
      'Plato desechable de poliestireno blanco para ponqué, pasabocas y almuerzos. Borde reforzado que no se dobla con el peso de la comida.',
    image: { kind: 'plate', color: 'white' },
    variants: [
      { values: { Tamaño: '15 cm' }, unit: 'Paquete', unitsPerItem: 25, price: 3400, costPrice: 2300, stock: 200 },
      { values: { Tamaño: '18 cm' }, unit: 'Paquete', unitsPerItem: 25, price: 4300, costPrice: 3000, stock: 170 },
      {
        values: { Tamaño: '23 cm' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 5900,
        costPrice: 4100,
        stock: 150,
        tiers: [
          [10, 5600],
          [50, 5200],
        ],
      },
    ],
  },

  // — Desechables › Contenedores
  {
    name: 'Contenedor de icopor redondo',
    category: 'Contenedores',
    provider: ANDINOS,
    featured: true,
    description:
      'Contenedor térmico de icopor con tapa a presión para sopas, arroz, ensaladas y postres. El favorito de los restaurantes para domicilios: mantiene la temperatura y no gotea.',
    image: { kind: 'tub', color: 'foam', accent: 'white' },
    variants: [
      {
        values: { Capacidad: '4 oz' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 3500,
        costPrice: 2400,
        stock: 300,
        tiers: [
          [10, 3300],
          [50, 3100],
        ],
      },
      {
        values: { Capacidad: '8 oz' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 4900,
        costPrice: 3400,
        stock: 260,
        tiers: [
          [10, 4600],
          [50, 4400],
        ],
      },
      {
        values: { Capacidad: '12 oz' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 6200,
        costPrice: 4300,
        stock: 240,
        tiers: [
          [10, 5900],
          [50, 5600],
        ],
      },
      { values: { Capacidad: '16 oz' }, unit: 'Paquete', unitsPerItem: 25, price: 7400, costPrice: 5200, stock: 180 },
      { values: { Capacidad: '24 oz' }, unit: 'Paquete', unitsPerItem: 25, price: 9900, costPrice: 6900, stock: 9 },
      { values: { Capacidad: '32 oz' }, unit: 'Paquete', unitsPerItem: 25, price: 12400, costPrice: 8700, stock: 0 },
    ],
  },
  {
    name: 'Contenedor de icopor rectangular 3 divisiones',
    category: 'Contenedores',
    provider: ANDINOS,
    description:
      'Contenedor con bisagra y tres compartimentos para el corrientazo y el almuerzo ejecutivo: principio, arroz y proteína sin que se mezclen.',
    image: { kind: 'tray-compartments', color: 'foam' },
    variants: [
      {
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 27500,
        costPrice: 19800,
        stock: 75,
        tiers: [
          [10, 26000],
          [50, 24500],
        ],
      },
      {
        unit: 'Caja',
        unitsPerItem: 200,
        price: 102000,
        costPrice: 76000,
        stock: 14,
        tiers: [
          [5, 97000],
          [10, 93000],
        ],
      },
    ],
  },
  {
    name: 'Contenedor de icopor rectangular 4 divisiones',
    category: 'Contenedores',
    provider: ANDINOS,
    description:
      'Cuatro compartimentos para el almuerzo completo con ensalada aparte. Tapa con cierre de pestaña que aguanta el viaje en moto.',
    image: { kind: 'tray-compartments', color: 'white' },
    variants: [{ unit: 'Paquete', unitsPerItem: 50, price: 31500, costPrice: 22800, stock: 40 }],
  },
  {
    name: 'Contenedor de icopor doble uso',
    category: 'Contenedores',
    provider: ANDINOS,
    description:
      'Tapa separable que también sirve de plato: sirves en la base y tapas con la misma pieza. Práctico para ferias y comidas rápidas.',
    image: { kind: 'clamshell', color: 'foam' },
    variants: [{ unit: 'Paquete', unitsPerItem: 50, price: 19900, costPrice: 14200, stock: 110, tiers: [[10, 18900]] }],
  },
  {
    name: 'Contenedor cuadrado con tapa 4 oz',
    category: 'Contenedores',
    provider: ANDINOS,
    description: 'Para salsas, aderezos, ají y porciones de postre. Tapa hermética transparente que deja ver el contenido.',
    image: { kind: 'tub', color: 'clear', accent: 'clear' },
    variants: [
      { unit: 'Paquete', unitsPerItem: 50, price: 8900, costPrice: 6200, stock: 140 },
      { unit: 'Millar', unitsPerItem: 1000, price: 158000, costPrice: 121000, stock: 4 },
    ],
  },
  {
    name: 'Contenedor para sándwich',
    category: 'Contenedores',
    provider: ANDINOS,
    description:
      'Contenedor transparente con bisagra y cierre de clic para sándwiches, croissants y wraps: luce el producto en la vitrina y lo protege del aire.',
    image: { kind: 'clamshell', color: 'clear' },
    variants: [
      {
        values: { Material: 'PET' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 16500,
        costPrice: 11800,
        stock: 95,
        tiers: [
          [10, 15700],
          [50, 14900],
        ],
      },
      { values: { Material: 'PLA' }, unit: 'Paquete', unitsPerItem: 50, price: 24900, costPrice: 17800, stock: 30 },
    ],
  },
  {
    name: 'Contenedor con sello de seguridad',
    category: 'Contenedores',
    provider: ANDINOS,
    description:
      'Contenedor redondo de polipropileno con anillo inviolable: tu cliente sabe que nadie lo abrió antes de llegar. Apto para microondas y congelador.',
    image: { kind: 'tub', color: 'clear', accent: 'red' },
    variants: [
      { values: { Capacidad: '8 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 18900, costPrice: 13600, stock: 80, tiers: [[10, 17900]] },
      {
        values: { Capacidad: '12 oz' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 21500,
        costPrice: 15500,
        stock: 70,
        tiers: [[10, 20400]],
      },
      { values: { Capacidad: '16 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 24900, costPrice: 17900, stock: 55 },
      { values: { Capacidad: '32 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 34900, costPrice: 25100, stock: 0 },
    ],
  },
  {
    name: 'Contenedor triangular para porción de torta',
    category: 'Contenedores',
    provider: ANDINOS,
    description: 'Empaque transparente en forma de triángulo para vender tortas por porción sin que se aplasten. Cierre de clic.',
    image: { kind: 'clamshell', color: 'clear', accent: 'pink' },
    variants: [{ unit: 'Paquete', unitsPerItem: 50, price: 14500, costPrice: 10300, stock: 60 }],
  },
  {
    name: 'Molde de corazón con tapa',
    category: 'Contenedores',
    provider: ANDINOS,
    description: 'Para postres de Amor y Amistad, Día de la Madre y detalles: molde transparente en forma de corazón con tapa a presión.',
    image: { kind: 'dome-lid', color: 'pink' },
    variants: [{ unit: 'Paquete', unitsPerItem: 25, price: 11900, salePrice: 9900, costPrice: 8400, stock: 35 }],
  },
  {
    name: 'Contenedor para papas a la francesa',
    category: 'Contenedores',
    provider: ANDINOS,
    description: 'Cono de cartón abierto para papas, salchipapas y nuggets. Aguanta la grasa y se sostiene de pie en la bandeja.',
    image: { kind: 'cup', color: 'red', accent: 'yellow' },
    variants: [{ unit: 'Paquete', unitsPerItem: 100, price: 12900, costPrice: 9000, stock: 120, tiers: [[10, 12200]] }],
  },
  {
    name: 'Bote para banana split',
    category: 'Contenedores',
    provider: ANDINOS,
    description: 'Bote alargado transparente para banana split, ensalada de frutas y postres de heladería.',
    image: { kind: 'tray', color: 'clear' },
    variants: [{ unit: 'Paquete', unitsPerItem: 50, price: 17900, costPrice: 12700, stock: 45 }],
  },
  {
    name: 'Tapa domo transparente',
    category: 'Contenedores',
    provider: ANDINOS,
    description:
      'Tapa alta que no toca la decoración de postres, tortas y ensaladas. Redonda para vasos de 4 y 6 oz o rectangular para bandejas de 34 cm.',
    image: { kind: 'dome-lid', color: 'clear' },
    variants: [
      { values: { Tamaño: 'Redonda 4 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 9900, costPrice: 6900, stock: 100 },
      { values: { Tamaño: 'Redonda 6 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 11500, costPrice: 8100, stock: 90 },
      { values: { Tamaño: 'Rectangular 34 cm' }, unit: 'Paquete', unitsPerItem: 25, price: 21900, costPrice: 15600, stock: 30 },
    ],
  },

  // — Desechables › Cubiertos
  {
    name: 'Cuchara dulcera',
    category: 'Cubiertos',
    provider: ANDINOS,
    description: 'Cucharita para postres, helados, gelatinas y muestras. Paquete de 100.',
    image: { kind: 'spoon', color: 'white' },
    variants: [
      {
        values: { Color: 'Blanco' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 3900,
        costPrice: 2600,
        stock: 400,
        tiers: [
          [10, 3700],
          [50, 3400],
        ],
      },
      {
        values: { Color: 'Transparente' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 4200,
        costPrice: 2800,
        stock: 300,
        image: { kind: 'spoon', color: 'clear' },
      },
    ],
  },
  {
    name: 'Cuchara sopera desechable',
    category: 'Cubiertos',
    provider: ANDINOS,
    description: 'Cuchara grande y rígida para sopas, mazamorra y arroz. No se parte con la comida caliente.',
    image: { kind: 'spoon', color: 'white' },
    variants: [
      {
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 6900,
        costPrice: 4700,
        stock: 250,
        tiers: [
          [10, 6500],
          [50, 6100],
        ],
      },
    ],
  },
  {
    name: 'Tenedor desechable',
    category: 'Cubiertos',
    provider: ANDINOS,
    description: 'Tenedor de poliestireno de cuatro puntas firmes, para almuerzos, ensaladas y picadas. Paquete de 100.',
    image: { kind: 'fork', color: 'white' },
    variants: [
      {
        values: { Color: 'Blanco' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 6900,
        costPrice: 4700,
        stock: 280,
        tiers: [
          [10, 6500],
          [50, 6100],
        ],
      },
      {
        values: { Color: 'Negro' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 7900,
        costPrice: 5400,
        stock: 90,
        image: { kind: 'fork', color: 'black' },
      },
    ],
  },
  {
    name: 'Cuchillo desechable',
    category: 'Cubiertos',
    provider: ANDINOS,
    description: 'Cuchillo con filo dentado que sí corta carne y pollo. Paquete de 100.',
    image: { kind: 'knife', color: 'white' },
    variants: [{ unit: 'Paquete', unitsPerItem: 100, price: 7200, costPrice: 4900, stock: 150 }],
  },
  {
    name: 'Kit de cubiertos trío 11 cm',
    category: 'Cubiertos',
    provider: ANDINOS,
    description: 'Tenedor, cuchillo y cuchara de 11 cm en bolsita individual, listos para acompañar cada domicilio.',
    image: { kind: 'cutlery-set', color: 'white' },
    variants: [{ unit: 'Paquete', unitsPerItem: 50, price: 12900, costPrice: 9000, stock: 0 }],
  },

  // — Biodegradables › Bagazo de caña
  {
    name: 'Plato de bagazo de caña',
    category: 'Bagazo de caña',
    provider: ECO,
    featured: true,
    description:
      'Plato 100 % compostable hecho con fibra de caña de azúcar, el residuo de los ingenios. Resiste comida caliente y grasosa, va al microondas y se degrada en semanas en compostaje.',
    image: { kind: 'plate', color: 'bagasse' },
    variants: [
      {
        values: { Tamaño: '15 cm' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 12900,
        costPrice: 9100,
        stock: 150,
        tiers: [
          [10, 12200],
          [50, 11500],
        ],
      },
      { values: { Tamaño: '18 cm' }, unit: 'Paquete', unitsPerItem: 50, price: 16900, costPrice: 11900, stock: 120 },
      {
        values: { Tamaño: '23 cm' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 24900,
        costPrice: 17600,
        stock: 90,
        tiers: [
          [10, 23600],
          [50, 22400],
        ],
      },
    ],
  },
  {
    name: 'Bowl de bagazo de caña',
    category: 'Bagazo de caña',
    provider: ECO,
    description: 'Bowl compostable para poke, ensaladas, sopas y açaí. No se ablanda con líquidos calientes.',
    image: { kind: 'bowl', color: 'bagasse' },
    variants: [
      {
        values: { Capacidad: '12 oz' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 19900,
        costPrice: 14100,
        stock: 80,
        tiers: [[10, 18900]],
      },
      { values: { Capacidad: '16 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 23900, costPrice: 16900, stock: 60 },
      { values: { Capacidad: '24 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 29900, costPrice: 21200, stock: 4 },
    ],
  },
  {
    name: 'Contenedor almeja de bagazo',
    category: 'Bagazo de caña',
    provider: ECO,
    featured: true,
    description:
      'El contenedor con bisagra de siempre, ahora compostable: para hamburguesas, almuerzos y comidas rápidas. Cierre firme que no se abre en el domicilio.',
    image: { kind: 'clamshell', color: 'bagasse' },
    variants: [
      {
        values: { Tamaño: '15 × 15 cm' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 29900,
        costPrice: 21300,
        stock: 70,
        tiers: [[10, 28400]],
      },
      {
        values: { Tamaño: '20 × 20 cm' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 36900,
        costPrice: 26300,
        stock: 55,
        tiers: [
          [10, 35000],
          [50, 33200],
        ],
      },
      { values: { Tamaño: '23 × 23 cm' }, unit: 'Paquete', unitsPerItem: 50, price: 42900, costPrice: 30600, stock: 0 },
    ],
  },
  {
    name: 'Bandeja de bagazo 3 divisiones',
    category: 'Bagazo de caña',
    provider: ECO,
    description: 'Bandeja compostable con tres compartimentos para el almuerzo servido en eventos y comedores empresariales.',
    image: { kind: 'tray-compartments', color: 'bagasse' },
    variants: [{ unit: 'Paquete', unitsPerItem: 50, price: 39900, salePrice: 35900, costPrice: 28400, stock: 30, tiers: [[10, 34000]] }],
  },

  // — Biodegradables › Vasos compostables
  {
    name: 'Vaso kraft compostable con PLA',
    category: 'Vasos compostables',
    provider: ECO,
    featured: true,
    description:
      'Vaso de cartón kraft con recubrimiento de PLA de origen vegetal en lugar de plástico. Para café, chocolate y aromáticas; compostable en planta industrial.',
    image: { kind: 'cup', color: 'kraft', accent: 'green' },
    variants: [
      { values: { Capacidad: '7 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 14900, costPrice: 10600, stock: 120 },
      {
        values: { Capacidad: '9 oz' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 17900,
        costPrice: 12700,
        stock: 110,
        tiers: [
          [10, 17000],
          [50, 16100],
        ],
      },
      { values: { Capacidad: '12 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 22900, costPrice: 16300, stock: 60 },
      { values: { Capacidad: '16 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 27900, costPrice: 19800, stock: 40 },
    ],
  },
  {
    name: 'Vaso PLA transparente compostable',
    category: 'Vasos compostables',
    provider: ECO,
    description: 'Se ve igual que un vaso plástico, pero está hecho de almidón de maíz. Para jugos, limonadas y bebidas frías.',
    image: { kind: 'cup', color: 'clear', accent: 'green' },
    variants: [
      {
        values: { Capacidad: '12 oz' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 24900,
        costPrice: 17700,
        stock: 50,
        tiers: [[10, 23600]],
      },
      { values: { Capacidad: '16 oz' }, unit: 'Paquete', unitsPerItem: 50, price: 29900, costPrice: 21200, stock: 35 },
    ],
  },

  // — Biodegradables › Cubiertos y pitillos ecológicos
  {
    name: 'Tenedor de madera',
    category: 'Cubiertos y pitillos ecológicos',
    provider: ECO,
    description: 'Tenedor de madera de abedul, lijado y sin astillas. Compostable y sin sabor residual.',
    image: { kind: 'fork', color: 'wood' },
    variants: [
      {
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 18900,
        costPrice: 13400,
        stock: 100,
        tiers: [
          [10, 17900],
          [50, 16900],
        ],
      },
    ],
  },
  {
    name: 'Cuchara de madera',
    category: 'Cubiertos y pitillos ecológicos',
    provider: ECO,
    description: 'Cuchara de madera de abedul para postres, helados y sopas. Compostable y resistente.',
    image: { kind: 'spoon', color: 'wood' },
    variants: [{ unit: 'Paquete', unitsPerItem: 100, price: 18900, costPrice: 13400, stock: 90, tiers: [[10, 17900]] }],
  },
  {
    name: 'Kit de cubiertos de bambú',
    category: 'Cubiertos y pitillos ecológicos',
    provider: ECO,
    description: 'Tenedor, cuchillo, cuchara y servilleta en sobre de papel kraft. El acompañante ecológico para cada pedido.',
    image: { kind: 'cutlery-set', color: 'wood' },
    variants: [{ unit: 'Paquete', unitsPerItem: 50, price: 39900, costPrice: 28500, stock: 30, tiers: [[10, 37900]] }],
  },
  {
    name: 'Pitillo de papel',
    category: 'Cubiertos y pitillos ecológicos',
    provider: ECO,
    featured: true,
    description: 'Pitillo de papel de tres capas que aguanta más de una hora en la bebida sin deshacerse. Paquete de 100.',
    image: { kind: 'straws', color: 'white', accent: 'red' },
    variants: [
      {
        values: { Color: 'Kraft' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 8900,
        costPrice: 6200,
        stock: 200,
        tiers: [
          [10, 8400],
          [50, 7900],
        ],
        image: { kind: 'straws', color: 'kraft', accent: 'kraft' },
      },
      {
        values: { Color: 'Blanco' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 8900,
        costPrice: 6200,
        stock: 150,
        tiers: [[10, 8400]],
        image: { kind: 'straws', color: 'white', accent: 'white' },
      },
      {
        values: { Color: 'Rojo' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 9500,
        costPrice: 6600,
        stock: 120,
        image: { kind: 'straws', color: 'white', accent: 'red' },
      },
      {
        values: { Color: 'Verde' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 9500,
        costPrice: 6600,
        stock: 3,
        image: { kind: 'straws', color: 'white', accent: 'green' },
      },
    ],
  },
  {
    name: 'Mezclador de madera',
    category: 'Cubiertos y pitillos ecológicos',
    provider: ECO,
    description: 'Mezclador de madera de 14 cm para café y aromáticas. Reemplaza al mezclador plástico en tu cafetería.',
    image: { kind: 'pop-sticks', color: 'wood' },
    variants: [{ unit: 'Millar', unitsPerItem: 1000, price: 11900, costPrice: 8300, stock: 80, tiers: [[10, 11200]] }],
  },

  // — Biodegradables › Bolsas compostables
  {
    name: 'Bolsa compostable tipo camiseta',
    category: 'Bolsas compostables',
    provider: ECO,
    // Illustrative reduced rate (E.T. art. 468-1 lists the 5 % goods).
    ivaClass: 'iva_5',
    description: 'Bolsa de almidón de maíz con asas tipo camiseta. Resistente para el mercado y compostable en casa.',
    image: { kind: 'bag', color: 'green' },
    variants: [
      {
        values: { Tamaño: 'Pequeño' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 15900,
        costPrice: 11300,
        stock: 80,
        tiers: [[10, 15000]],
      },
      {
        values: { Tamaño: 'Mediano' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 21900,
        costPrice: 15600,
        stock: 60,
        tiers: [
          [10, 20700],
          [50, 19600],
        ],
      },
      { values: { Tamaño: 'Grande' }, unit: 'Paquete', unitsPerItem: 100, price: 28900, costPrice: 20500, stock: 40 },
    ],
  },

  // — Bolsas › Bolsas plásticas
  {
    name: 'Bolsa tipo camiseta',
    category: 'Bolsas plásticas',
    provider: ANDINOS,
    description: 'La bolsa de todos los días para tiendas, droguerías y minimercados. Calibre grueso que no se rompe con el mercado.',
    image: { kind: 'bag', color: 'white' },
    variants: [
      {
        values: { Color: 'Blanco', Tamaño: 'Pequeño' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 4900,
        costPrice: 3300,
        stock: 250,
        tiers: [
          [10, 4600],
          [50, 4300],
        ],
      },
      {
        values: { Color: 'Blanco', Tamaño: 'Mediano' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 6900,
        costPrice: 4700,
        stock: 220,
        tiers: [
          [10, 6500],
          [50, 6100],
        ],
      },
      { values: { Color: 'Blanco', Tamaño: 'Grande' }, unit: 'Paquete', unitsPerItem: 100, price: 9500, costPrice: 6500, stock: 160 },
      {
        values: { Color: 'Negro', Tamaño: 'Pequeño' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 5400,
        costPrice: 3700,
        stock: 90,
        image: { kind: 'bag', color: 'black' },
      },
      {
        values: { Color: 'Negro', Tamaño: 'Mediano' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 7400,
        costPrice: 5100,
        stock: 70,
        image: { kind: 'bag', color: 'black' },
      },
      {
        values: { Color: 'Negro', Tamaño: 'Grande' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 9900,
        costPrice: 6800,
        stock: 0,
        image: { kind: 'bag', color: 'black' },
      },
    ],
  },
  {
    name: 'Bolsa zip',
    category: 'Bolsas plásticas',
    provider: ANDINOS,
    description:
      'Bolsa transparente con cierre hermético para granos, dulces, repuestos y muestras. Se abre y se cierra cuantas veces quieras.',
    image: { kind: 'zip-bag', color: 'clear', accent: 'blue' },
    variants: [
      {
        values: { Tamaño: '10 × 15 cm' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 5900,
        costPrice: 4000,
        stock: 160,
        tiers: [[10, 5500]],
      },
      {
        values: { Tamaño: '15 × 20 cm' },
        unit: 'Paquete',
        unitsPerItem: 50,
        price: 8900,
        costPrice: 6100,
        stock: 140,
        tiers: [
          [10, 8400],
          [50, 7900],
        ],
      },
      { values: { Tamaño: '20 × 30 cm' }, unit: 'Paquete', unitsPerItem: 50, price: 13900, costPrice: 9600, stock: 70 },
    ],
  },

  // — Bolsas › Bolsas de papel
  {
    name: 'Bolsa de papel kraft',
    category: 'Bolsas de papel',
    provider: FRONTERA,
    description: 'Bolsa kraft de fondo cuadrado para panaderías, fruterías y tiendas naturistas. Se para sola en el mostrador.',
    image: { kind: 'paper-bag', color: 'kraft', accent: 'kraft' },
    variants: [
      { values: { Tamaño: 'No. 2' }, unit: 'Paquete', unitsPerItem: 100, price: 6900, costPrice: 4800, stock: 200, tiers: [[10, 6500]] },
      {
        values: { Tamaño: 'No. 4' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 9400,
        costPrice: 6500,
        stock: 180,
        tiers: [
          [10, 8900],
          [50, 8400],
        ],
      },
      { values: { Tamaño: 'No. 6' }, unit: 'Paquete', unitsPerItem: 100, price: 12900, costPrice: 9000, stock: 120 },
      { values: { Tamaño: 'No. 8' }, unit: 'Paquete', unitsPerItem: 100, price: 16900, costPrice: 11800, stock: 3 },
    ],
  },
  {
    name: 'Bolsa kraft navideña',
    category: 'Bolsas de papel',
    provider: FRONTERA,
    description: 'Bolsa kraft con manija y estampado navideño para regalos, anchetas y postres de temporada.',
    image: { kind: 'paper-bag', color: 'red', accent: 'green' },
    variants: [
      {
        values: { Tamaño: 'Mediano' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 32900,
        salePrice: 27900,
        costPrice: 23500,
        stock: 40,
        tiers: [[10, 26500]],
      },
      { values: { Tamaño: 'Grande' }, unit: 'Paquete', unitsPerItem: 25, price: 42900, salePrice: 36900, costPrice: 30600, stock: 20 },
    ],
  },
  {
    name: 'Bolsa de regalo kraft con manija',
    category: 'Bolsas de papel',
    provider: FRONTERA,
    description: 'Bolsa kraft resistente con manija de papel torcido para boutiques, tiendas de regalos y emprendimientos.',
    image: { kind: 'paper-bag', color: 'kraft', accent: 'green' },
    variants: [
      {
        values: { Tamaño: 'Pequeño' },
        unit: 'Unidad',
        unitsPerItem: 1,
        price: 1200,
        costPrice: 800,
        stock: 500,
        tiers: [
          [50, 1100],
          [100, 1000],
        ],
      },
      {
        values: { Tamaño: 'Mediano' },
        unit: 'Unidad',
        unitsPerItem: 1,
        price: 1600,
        costPrice: 1050,
        stock: 400,
        tiers: [
          [50, 1450],
          [100, 1350],
        ],
      },
      { values: { Tamaño: 'Grande' }, unit: 'Unidad', unitsPerItem: 1, price: 2100, costPrice: 1400, stock: 300 },
    ],
  },
  {
    name: 'Bolsa boutique impresa',
    category: 'Bolsas de papel',
    provider: FRONTERA,
    description: 'Bolsa de papel plastificado con estampado elegante y cordón, para tiendas de ropa, accesorios y perfumería.',
    image: { kind: 'paper-bag', color: 'pink', accent: 'white' },
    variants: [
      { values: { Tamaño: 'Mediano' }, unit: 'Unidad', unitsPerItem: 1, price: 2900, costPrice: 1900, stock: 0 },
      { values: { Tamaño: 'Grande' }, unit: 'Unidad', unitsPerItem: 1, price: 3600, costPrice: 2400, stock: 0 },
    ],
  },
  {
    name: 'Bolsa de papel para cubiertos',
    category: 'Bolsas de papel',
    provider: FRONTERA,
    description: 'Sobre de papel blanco para entregar cubiertos y servilleta limpios en cada domicilio.',
    image: { kind: 'paper-bag', color: 'white', accent: 'kraft' },
    variants: [
      { unit: 'Paquete', unitsPerItem: 100, price: 4900, costPrice: 3400, stock: 150 },
      { unit: 'Millar', unitsPerItem: 1000, price: 39900, costPrice: 28700, stock: 20, tiers: [[5, 37900]] },
    ],
  },
  {
    name: 'Bolsa parafinada para papas',
    category: 'Bolsas de papel',
    provider: FRONTERA,
    description: 'Bolsa de papel parafinado antigrasa para papas a la francesa, empanadas y fritos.',
    image: { kind: 'paper-bag', color: 'white', accent: 'red' },
    variants: [{ unit: 'Paquete', unitsPerItem: 100, price: 8900, costPrice: 6200, stock: 110, tiers: [[10, 8400]] }],
  },

  // — Empaques › Cajas
  {
    name: 'Caja para pizza',
    category: 'Cajas',
    provider: FRONTERA,
    featured: true,
    description: 'Caja de cartón corrugado con respiraderos para que la pizza llegue caliente y crocante. Blanca o kraft impresa.',
    image: { kind: 'pizza-box', color: 'white', accent: 'red' },
    variants: [
      {
        values: { Color: 'Blanco', Tamaño: '20 cm' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 14900,
        costPrice: 10600,
        stock: 90,
        tiers: [[10, 14100]],
      },
      {
        values: { Color: 'Blanco', Tamaño: '30 cm' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 22900,
        costPrice: 16300,
        stock: 70,
        tiers: [
          [10, 21700],
          [50, 20600],
        ],
      },
      { values: { Color: 'Blanco', Tamaño: '40 cm' }, unit: 'Paquete', unitsPerItem: 25, price: 32900, costPrice: 23400, stock: 40 },
      {
        values: { Color: 'Kraft', Tamaño: '20 cm' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 16900,
        costPrice: 12000,
        stock: 60,
        image: { kind: 'pizza-box', color: 'kraft', accent: 'red' },
      },
      {
        values: { Color: 'Kraft', Tamaño: '30 cm' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 25900,
        costPrice: 18400,
        stock: 40,
        tiers: [[10, 24500]],
        image: { kind: 'pizza-box', color: 'kraft', accent: 'red' },
      },
      {
        values: { Color: 'Kraft', Tamaño: '40 cm' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 36900,
        costPrice: 26300,
        stock: 0,
        image: { kind: 'pizza-box', color: 'kraft', accent: 'red' },
      },
    ],
  },
  {
    name: 'Caja para torta con ventana',
    category: 'Cajas',
    provider: FRONTERA,
    description: 'Caja blanca con ventana transparente para tortas, ponqués y postres. Se arma en segundos sin pegante.',
    image: { kind: 'cake-box', color: 'white', accent: 'pink' },
    variants: [
      {
        values: { Tamaño: '20 cm' },
        unit: 'Unidad',
        unitsPerItem: 1,
        price: 2400,
        costPrice: 1600,
        stock: 300,
        tiers: [
          [50, 2200],
          [100, 2000],
        ],
      },
      { values: { Tamaño: '25 cm' }, unit: 'Unidad', unitsPerItem: 1, price: 3100, costPrice: 2100, stock: 250 },
      { values: { Tamaño: '30 cm' }, unit: 'Unidad', unitsPerItem: 1, price: 3900, costPrice: 2700, stock: 8 },
    ],
  },
  {
    name: 'Caja para desayuno sorpresa',
    category: 'Cajas',
    provider: FRONTERA,
    description: 'Caja kraft con ventana y manija para desayunos sorpresa, anchetas y detalles de cumpleaños.',
    image: { kind: 'cake-box', color: 'kraft', accent: 'red' },
    variants: [
      {
        unit: 'Unidad',
        unitsPerItem: 1,
        price: 4900,
        salePrice: 4400,
        costPrice: 3300,
        stock: 60,
        tiers: [
          [10, 4200],
          [50, 3900],
        ],
      },
    ],
  },
  {
    name: 'Nevera de icopor',
    category: 'Cajas',
    provider: FRONTERA,
    description: 'Nevera térmica de icopor con tapa para paseos, pescado, hielo y domicilios de bebidas. De 8 a 124 litros.',
    image: { kind: 'cooler', color: 'foam' },
    variants: [
      { values: { Capacidad: '8 L' }, unit: 'Unidad', unitsPerItem: 1, price: 9900, costPrice: 6900, stock: 40 },
      { values: { Capacidad: '20 L' }, unit: 'Unidad', unitsPerItem: 1, price: 19900, costPrice: 13900, stock: 25, tiers: [[10, 18900]] },
      { values: { Capacidad: '45 L' }, unit: 'Unidad', unitsPerItem: 1, price: 34900, costPrice: 24500, stock: 12 },
      { values: { Capacidad: '124 L' }, unit: 'Unidad', unitsPerItem: 1, price: 89900, costPrice: 64000, stock: 2 },
    ],
  },

  // — Empaques › Repostería y eventos
  {
    name: 'Pincho de madera 15 cm',
    category: 'Repostería y eventos',
    provider: FRONTERA,
    description: 'Pincho de bambú con punta para brochetas, pinchos de frutas y pasabocas. Paquete de 100.',
    image: { kind: 'skewers', color: 'wood' },
    variants: [
      {
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 2500,
        costPrice: 1600,
        stock: 400,
        tiers: [
          [10, 2300],
          [50, 2100],
        ],
      },
    ],
  },
  {
    name: 'Palo de madera 25 cm',
    category: 'Repostería y eventos',
    provider: FRONTERA,
    description: 'Palo largo para chuzos, algodón de azúcar y manzanas acarameladas.',
    image: { kind: 'skewers', color: 'kraft' },
    variants: [{ unit: 'Paquete', unitsPerItem: 100, price: 4900, costPrice: 3300, stock: 200, tiers: [[10, 4600]] }],
  },
  {
    name: 'Palito para paleta',
    category: 'Repostería y eventos',
    provider: FRONTERA,
    description: 'Palito de madera de punta redonda para paletas, helados caseros y manualidades.',
    image: { kind: 'pop-sticks', color: 'wood' },
    variants: [
      { unit: 'Paquete', unitsPerItem: 100, price: 3500, costPrice: 2300, stock: 300 },
      { unit: 'Millar', unitsPerItem: 1000, price: 26900, costPrice: 19200, stock: 30, tiers: [[5, 25500]] },
    ],
  },
  {
    name: 'Capacillo para cupcake',
    category: 'Repostería y eventos',
    provider: FRONTERA,
    description: 'Capacillo de papel antiadherente para hornear cupcakes y ponquecitos. No se despega del molde con la grasa.',
    image: { kind: 'cupcake-cup', color: 'white' },
    variants: [
      { values: { Color: 'Blanco' }, unit: 'Paquete', unitsPerItem: 100, price: 3900, costPrice: 2600, stock: 300 },
      {
        values: { Color: 'Rosado' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 4500,
        costPrice: 3000,
        stock: 150,
        image: { kind: 'cupcake-cup', color: 'pink' },
      },
      {
        values: { Color: 'Dorado' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 8900,
        costPrice: 6200,
        stock: 60,
        image: { kind: 'cupcake-cup', color: 'gold' },
      },
    ],
  },
  {
    name: 'Base dorada de cartón',
    category: 'Repostería y eventos',
    provider: FRONTERA,
    description: 'Base redonda de cartón con acabado dorado para presentar tortas y ponqués. Paquete de 10.',
    image: { kind: 'cake-board', color: 'gold' },
    variants: [
      { values: { Tamaño: '20 cm' }, unit: 'Paquete', unitsPerItem: 10, price: 6500, costPrice: 4500, stock: 80 },
      { values: { Tamaño: '25 cm' }, unit: 'Paquete', unitsPerItem: 10, price: 8500, costPrice: 5900, stock: 60, tiers: [[10, 8000]] },
      { values: { Tamaño: '30 cm' }, unit: 'Paquete', unitsPerItem: 10, price: 10900, costPrice: 7600, stock: 40 },
    ],
  },
  {
    name: 'Empaque para huevos de codorniz',
    category: 'Repostería y eventos',
    provider: FRONTERA,
    description: 'Estuche transparente para 12 huevos de codorniz con cierre de clic. Paquete de 100 estuches.',
    image: { kind: 'egg-tray', color: 'clear', accent: 'bagasse' },
    variants: [{ unit: 'Paquete', unitsPerItem: 100, price: 32900, costPrice: 23800, stock: 25, tiers: [[10, 31200]] }],
  },

  // — Empaques › Películas plásticas
  {
    name: 'Vinipel película extensible',
    category: 'Películas plásticas',
    provider: FRONTERA,
    description: 'Película transparente autoadherente para cubrir alimentos, sellar bandejas y envolver. Rollo doméstico o industrial.',
    image: { kind: 'foil-roll', color: 'clear', accent: 'kraft' },
    variants: [
      {
        values: { Tamaño: '30 cm × 300 m' },
        unit: 'Unidad',
        unitsPerItem: 1,
        price: 24900,
        costPrice: 17800,
        stock: 40,
        tiers: [[6, 23500]],
      },
      { values: { Tamaño: '45 cm × 1.500 m' }, unit: 'Unidad', unitsPerItem: 1, price: 68900, costPrice: 50200, stock: 18 },
    ],
  },

  // — Aluminio
  {
    name: 'Papel aluminio',
    category: 'Aluminio',
    provider: FRONTERA,
    featured: true,
    description: 'Papel aluminio grueso para hornear, asar y conservar. Rollo para la casa o rollo industrial de 100 metros para cocinas.',
    image: { kind: 'foil-roll', color: 'silver', accent: 'kraft' },
    variants: [
      { values: { Tamaño: '30 cm × 7 m' }, unit: 'Unidad', unitsPerItem: 1, price: 5900, costPrice: 4100, stock: 120, tiers: [[12, 5500]] },
      {
        values: { Tamaño: '30 cm × 16 m' },
        unit: 'Unidad',
        unitsPerItem: 1,
        price: 9900,
        costPrice: 6900,
        stock: 100,
        tiers: [[12, 9300]],
      },
      {
        values: { Tamaño: '45 cm × 100 m' },
        unit: 'Unidad',
        unitsPerItem: 1,
        price: 89900,
        costPrice: 66000,
        stock: 15,
        tiers: [[5, 85000]],
      },
    ],
  },
  {
    name: 'Bolsa de aluminio 5×5',
    category: 'Aluminio',
    provider: FRONTERA,
    description: 'Bolsa con interior de aluminio que conserva el calor de arepas, empanadas y pollo asado durante el domicilio.',
    image: { kind: 'zip-bag', color: 'silver', accent: 'silver' },
    variants: [{ unit: 'Paquete', unitsPerItem: 100, price: 9900, costPrice: 6900, stock: 80, tiers: [[10, 9400]] }],
  },
  {
    name: 'Contenedor de aluminio con tapa',
    category: 'Aluminio',
    provider: FRONTERA,
    description: 'Bandeja de aluminio con tapa de cartón para lasañas, asados y comidas que van al horno y luego a la mesa.',
    image: { kind: 'tray', color: 'silver' },
    variants: [
      {
        values: { Capacidad: '16 oz' },
        unit: 'Paquete',
        unitsPerItem: 25,
        price: 21900,
        costPrice: 15600,
        stock: 50,
        tiers: [[10, 20800]],
      },
      { values: { Capacidad: '32 oz' }, unit: 'Paquete', unitsPerItem: 25, price: 29900, costPrice: 21300, stock: 35 },
    ],
  },

  // — Aseo › Papeles y servilletas
  {
    name: 'Papel higiénico institucional',
    category: 'Papeles y servilletas',
    provider: FRONTERA,
    description: 'Rollo jumbo de 250 metros, hoja doble, para baños de restaurantes, oficinas y colegios. Paquete de 4 rollos.',
    image: { kind: 'paper-roll', color: 'white', accent: 'kraft' },
    variants: [
      {
        unit: 'Paquete',
        unitsPerItem: 4,
        price: 39900,
        costPrice: 29500,
        stock: 60,
        tiers: [
          [5, 37900],
          [10, 36500],
        ],
      },
    ],
  },
  {
    name: 'Toalla de manos en Z',
    category: 'Papeles y servilletas',
    provider: FRONTERA,
    description: 'Toalla de papel doblada en Z para dispensador. Absorbente y económica: una sola hoja seca las manos.',
    image: { kind: 'napkins', color: 'white' },
    variants: [
      { unit: 'Paquete', unitsPerItem: 150, price: 3900, costPrice: 2700, stock: 200 },
      { unit: 'Caja', unitsPerItem: 3000, price: 69900, costPrice: 51000, stock: 15, tiers: [[5, 66500]] },
    ],
  },
  {
    name: 'Servilleta',
    category: 'Papeles y servilletas',
    provider: FRONTERA,
    description: 'Servilleta blanca suave para cafeterías, restaurantes y eventos. Pequeña de cafetería o grande de mesa.',
    image: { kind: 'napkins', color: 'white', accent: 'green' },
    variants: [
      {
        values: { Tamaño: '17 × 17 cm' },
        unit: 'Paquete',
        unitsPerItem: 330,
        price: 5500,
        costPrice: 3800,
        stock: 220,
        tiers: [
          [10, 5100],
          [50, 4800],
        ],
      },
      {
        values: { Tamaño: '30 × 30 cm' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 4900,
        costPrice: 3400,
        stock: 160,
        tiers: [[10, 4600]],
      },
    ],
  },

  // — Aseo › Bioseguridad
  {
    name: 'Guantes desechables',
    category: 'Bioseguridad',
    provider: FRONTERA,
    featured: true,
    // Guantes de uso sanitario: excluidos de IVA (E.T. art. 424), as the provider invoices them.
    ivaClass: 'excluido',
    description:
      'Guantes sin polvo para cocina, manipulación de alimentos y aseo. Nitrilo resistente a grasas o vinilo económico. Caja de 100.',
    image: { kind: 'glove', color: 'blue' },
    variants: [
      { values: { Material: 'Nitrilo', Tamaño: 'S' }, unit: 'Caja', unitsPerItem: 100, price: 32900, costPrice: 24000, stock: 30 },
      {
        values: { Material: 'Nitrilo', Tamaño: 'M' },
        unit: 'Caja',
        unitsPerItem: 100,
        price: 32900,
        costPrice: 24000,
        stock: 45,
        tiers: [
          [5, 31000],
          [10, 29500],
        ],
      },
      { values: { Material: 'Nitrilo', Tamaño: 'L' }, unit: 'Caja', unitsPerItem: 100, price: 32900, costPrice: 24000, stock: 0 },
      {
        values: { Material: 'Vinilo', Tamaño: 'S' },
        unit: 'Caja',
        unitsPerItem: 100,
        price: 24900,
        costPrice: 18000,
        stock: 20,
        image: { kind: 'glove', color: 'clear' },
      },
      {
        values: { Material: 'Vinilo', Tamaño: 'M' },
        unit: 'Caja',
        unitsPerItem: 100,
        price: 24900,
        costPrice: 18000,
        stock: 25,
        tiers: [[5, 23500]],
        image: { kind: 'glove', color: 'clear' },
      },
      {
        values: { Material: 'Vinilo', Tamaño: 'L' },
        unit: 'Caja',
        unitsPerItem: 100,
        price: 24900,
        costPrice: 18000,
        stock: 6,
        image: { kind: 'glove', color: 'clear' },
      },
    ],
  },
  {
    name: 'Gorro desechable',
    category: 'Bioseguridad',
    provider: FRONTERA,
    description: 'Gorro tipo oruga de tela no tejida con elástico, para cocinas, panaderías y plantas de alimentos. Paquete de 100.',
    image: { kind: 'cap', color: 'white' },
    variants: [
      { values: { Color: 'Blanco' }, unit: 'Paquete', unitsPerItem: 100, price: 8900, costPrice: 6200, stock: 120, tiers: [[10, 8400]] },
      {
        values: { Color: 'Azul' },
        unit: 'Paquete',
        unitsPerItem: 100,
        price: 8900,
        costPrice: 6200,
        stock: 90,
        image: { kind: 'cap', color: 'blue' },
      },
    ],
  },
];

const nequiNumber = business.phone.replace(/^\+57\s*/, '');

/**
 * Sentences joined with one space, each ending in one period: a legal name that ends in one
 * ('… S.A.S.') gets no second.
 */
export function joinSentences(...sentences: readonly string[]): string {
  return sentences.map((s) => s.trim().replace(/\.*$/, '.')).join(' ');
}

/**
 * The QR text is a demo stand-in: real Nequi and Bancolombia codes come from the bank's app. The
 * NIT is the one the documents print (BUSINESS_NIT), so a shopper reads one NIT everywhere.
 */
export function seedPaymentMethods(businessNit: string): readonly SeedPaymentMethod[] {
  return [
    {
      name: 'Nequi',
      qrText: `NEQUI|${nequiNumber.replace(/\s/g, '')}|${business.legalName}`,
      // The Nequi number is also its Bre-B key: any bank's app can transfer to it.
      brebKey: normalizeBrebKey(nequiNumber),
      instructions: joinSentences(
        `Escanea el código QR desde tu app Nequi o envía el pago al número ${nequiNumber} a nombre de ${business.legalName}`,
        'Escribe tu número de pedido en el mensaje y luego sube aquí la captura del comprobante',
      ),
    },
    {
      name: 'Bancolombia — transferencia',
      qrText: `BANCOLOMBIA|AHORROS|123-456789-01|${business.legalName}`,
      instructions: joinSentences(
        `Transfiere desde la app Bancolombia escaneando el código QR, o a la cuenta de ahorros Bancolombia 123-456789-01 a nombre de ${business.legalName} (NIT ${businessNit})`,
        'Usa tu número de pedido como referencia y sube aquí el comprobante',
      ),
    },
  ];
}

/**
 * Search synonyms the trade uses: each list is one group of words or phrases
 * a shopper may type for the same thing. Only for products this catalogue carries; staff edit
 * them in the back office ('Sinónimos de búsqueda').
 */
export const seedSearchSynonyms: readonly (readonly string[])[] = [
  // Expanded polystyrene; 'anime' is what it is called across the border, in Venezuela.
  ['icopor', 'poliestireno expandido', 'anime'],
  ['pitillo', 'pajilla', 'pajita', 'sorbete', 'popote'],
  ['desechable', 'descartable', 'de un solo uso'],
  ['bolsa camiseta', 'bolsa tipo camiseta'],
  // 'Chuspa' (Antioquia, the Santanderes) and 'talega' are the plastic bag of the corner shop.
  ['bolsa', 'chuspa', 'talega'],
  ['bolsa zip', 'bolsa ziploc', 'bolsa hermética', 'bolsa con cierre'],
  // 'Coca' is the lunch container; 'táper' and 'tupper' from the brand; what goes out to a customer.
  ['contenedor', 'coca', 'portacomidas', 'táper', 'tupper', 'recipiente', 'para llevar', 'para domicilio'],
  ['vinipel', 'papel vinipel', 'vinilpel', 'papel film', 'film', 'plástico para envolver', 'película adherente'],
  ['papel aluminio', 'papel de aluminio'],
  ['papel higiénico', 'papel de baño', 'papel sanitario'],
  ['toalla de manos', 'toalla de papel', 'secamanos'],
  ['mezclador', 'agitador', 'removedor', 'revolvedor'],
  ['capacillo', 'pirotín'],
  ['gorro', 'cofia'],
  ['pincho', 'brocheta'],
  ['nevera', 'cava', 'hielera'],
  // A deep plate, by every name and use.
  ['bowl', 'bol', 'tazón', 'cuenco', 'plato hondo', 'plato sopero', 'plato para sopa', 'para sopa', 'ensaladera'],
  // 'Pando' is the flat plate in Colombia, against 'hondo'.
  ['plato', 'plato pando', 'plato llano', 'plato plano'],
  // 'Pocillo' is the cup of tinto; the drinks a cup is asked for ('para café' would bring the stirrers).
  ['vaso', 'pocillo', 'para tinto', 'para jugo', 'para gaseosa'],
  ['aguardientero', 'tequilero', 'shot', 'copa aguardientera'],
  // 'Trinche' is the fork on the Caribbean coast and in the Santanderes.
  ['tenedor', 'trinche'],
  ['cuchara', 'cucharilla'],
  ['cubiertos', 'cubertería', 'kit de cubiertos'],
  ['domo', 'tapa domo', 'tapa burbuja', 'tapa bombé'],
];

/**
 * Shipping weight of one piece, grams, by category: a variant weighs pieces × this plus a little
 * packaging. Categories left out (Bioseguridad, Películas plásticas) keep no weight, so the demo
 * also shows national shipping's flat fee for a cart line without one.
 */
const gramsPerPiece: Partial<Record<string, number>> = {
  Vasos: 4,
  'Vasos compostables': 6,
  'Platos y bandejas': 9,
  'Bagazo de caña': 14,
  Contenedores: 18,
  Cajas: 40,
  Cubiertos: 3,
  'Cubiertos y pitillos ecológicos': 2,
  'Bolsas plásticas': 5,
  'Bolsas de papel': 12,
  'Bolsas compostables': 6,
  Aluminio: 25,
  'Papeles y servilletas': 2,
  'Repostería y eventos': 10,
};

export function seedVariantWeight(category: string, unitsPerItem: number): number | null {
  const grams = gramsPerPiece[category];
  // Packaging: about 3 % of the contents, at least 10 g.
  return grams === undefined ? null : Math.round(grams * unitsPerItem + Math.max(10, grams * unitsPerItem * 0.03));
}

/** Delivery rules of the demo (docs/delivery.md): pickup, local zones around Cúcuta, national groups. */
export const seedDeliveryPickup = { enabled: true, preparationHours: 2 };

const MON_SAT = [1, 2, 3, 4, 5, 6];
export const seedDeliveryZones = [
  {
    name: 'Cúcuta',
    municipalityCodes: ['54001'],
    fee: 5_000,
    freeFrom: 150_000,
    minimumOrder: null,
    weekdays: MON_SAT,
    sameDayCutoff: '14:00',
    cashOnDelivery: true,
    cashOnDeliveryMax: 500_000,
  },
  {
    name: 'Villa del Rosario y Los Patios',
    municipalityCodes: ['54874', '54405'],
    fee: 8_000,
    freeFrom: 250_000,
    minimumOrder: 50_000,
    weekdays: MON_SAT,
    sameDayCutoff: '11:00',
    cashOnDelivery: true,
    cashOnDeliveryMax: 300_000,
  },
  {
    name: 'El Zulia',
    municipalityCodes: ['54261'],
    fee: 15_000,
    freeFrom: 400_000,
    minimumOrder: 120_000,
    weekdays: [2, 5],
    sameDayCutoff: null,
    cashOnDelivery: false,
    cashOnDeliveryMax: null,
  },
] as const;

/** Norte de Santander (outside the local zones) and Santander; Bogotá and the Andean region; the rest. */
const bands = (base: number) => [
  { upToGrams: 3_000, fee: base },
  { upToGrams: 10_000, fee: base + 12_000 },
  { upToGrams: 30_000, fee: base + 30_000 },
  { upToGrams: 60_000, fee: base + 62_000 },
];
export const seedShippingRateGroups = [
  {
    name: 'Santanderes',
    departmentCodes: ['54', '68'],
    fee: 16_000,
    weightBands: bands(14_000),
    freeFrom: 600_000,
    transitDaysMin: 1,
    transitDaysMax: 3,
  },
  {
    name: 'Bogotá y zona andina',
    // Bogotá, Cundinamarca, Boyacá, Antioquia, Caldas, Risaralda, Quindío, Tolima, Huila, Valle del Cauca.
    departmentCodes: ['11', '25', '15', '05', '17', '66', '63', '73', '41', '76'],
    fee: 22_000,
    weightBands: bands(18_000),
    freeFrom: 900_000,
    transitDaysMin: 2,
    transitDaysMax: 4,
  },
  {
    name: 'Resto del país',
    // Caribbean, Pacific, the plains and the south; Amazonas, Guainía, Vaupés and San Andrés stay 'por confirmar'.
    departmentCodes: ['08', '13', '20', '23', '44', '47', '70', '27', '19', '52', '86', '18', '50', '85', '81', '95', '99'],
    fee: 32_000,
    weightBands: bands(28_000),
    freeFrom: null,
    transitDaysMin: 3,
    transitDaysMax: 7,
  },
] as const;

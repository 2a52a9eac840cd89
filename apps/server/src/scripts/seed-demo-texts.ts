// Every word `pnpm seed:demo` writes into the demo business, in Spanish (the default) and in
// English (`--lang en`): breeds, particular signs, the vet's reasons, findings, recommendations
// and notes, the hotel's and the grooming salon's notes. Both languages have the same lists in the
// same order and length, so one seed gives the same business in either language (the random
// source picks the same positions). Names of people and places stay as they are: a Spanish
// business's clients are Spanish whatever the language of its staff.

export const DEMO_LANGUAGES = ['es', 'en'] as const;
export type TDemoLanguage = (typeof DEMO_LANGUAGES)[number];

type Both = { es: string; en: string };
const both = (es: string, en: string): Both => ({ es, en });

/** A reason for a vet visit, the exam that usually follows, and whether the vet asks to see the dog again. */
export interface DemoVetCase {
  reason: string;
  findings: string[];
  recommendations: string[];
  /** Days until the follow-up, when one is asked for. */
  followUp?: [number, number];
  followUpChance?: number;
  /** A fever is likely. */
  fever?: boolean;
  /** How often it comes up, relative to the others. */
  weight: number;
}

export interface DemoTexts {
  /** Breeds with a typical adult weight (kg). */
  breeds: [string, number][];
  particularSigns: string[];
  vet: {
    cases: DemoVetCase[];
    /** The exam of a follow-up visit: the first visit's problem, seen again. */
    recheck: DemoVetCase;
    notes: string[];
    /** The reason of the follow-up booked at a visit. */
    followUpReason: (reason: string) => string;
  };
  hotel: { bookingNotes: string[]; arrivalNotes: string[]; departureNotes: string[]; walkInNote: string };
  grooming: { notes: string[]; groomingNotes: string[] };
}

const BREEDS: [Both, number][] = [
  [both('Labrador retriever', 'Labrador Retriever'), 30],
  [both('Golden retriever', 'Golden Retriever'), 28],
  [both('Pastor alemán', 'German Shepherd'), 25],
  [both('Bulldog francés', 'French Bulldog'), 12],
  [both('Beagle', 'Beagle'), 11],
  [both('Border collie', 'Border Collie'), 19],
  [both('Chihuahua', 'Chihuahua'), 2.5],
  [both('Teckel', 'Dachshund'), 9],
  [both('Caniche', 'Poodle'), 20],
  [both('Yorkshire terrier', 'Yorkshire Terrier'), 3],
  [both('Bóxer', 'Boxer'), 29],
  [both('Bichón frisé', 'Bichon Frisé'), 5],
  [both('Galgo español', 'Spanish Greyhound'), 27],
  [both('Podenco ibicenco', 'Ibizan Hound'), 22],
  [both('Mastín español', 'Spanish Mastiff'), 70],
  [both('Cocker spaniel', 'Cocker Spaniel'), 13],
  [both('Shih tzu', 'Shih Tzu'), 6],
  [both('Husky siberiano', 'Siberian Husky'), 23],
  [both('Carlino', 'Pug'), 7],
  [both('Mestizo', 'Mixed breed'), 15],
];

const SIGNS: Both[] = [
  both('Mancha blanca en el pecho', 'White spot on the chest'),
  both('Le dan miedo las tormentas', 'Afraid of thunderstorms'),
  both('Alérgico al pollo', 'Allergic to chicken'),
  both('Con microchip, tatuaje en la oreja izquierda', 'Microchipped, left ear tattoo'),
  both('Le encantan las pelotas de tenis', 'Loves tennis balls'),
  both('Cojea un poco de la pata trasera izquierda', 'Limps slightly on the back left leg'),
  both('Muy sociable con otros perros', 'Very sociable with other dogs'),
  both('Necesita bozal en el veterinario', 'Needs a muzzle at the vet'),
];

interface BothCase extends Omit<DemoVetCase, 'reason' | 'findings' | 'recommendations'> {
  reason: Both;
  findings: Both[];
  recommendations: Both[];
}

const CASES: BothCase[] = [
  {
    reason: both('Vacunas anuales', 'Annual vaccines'),
    findings: [
      both('Sano; polivalente y rabia puestas', 'Healthy; DHPP and rabies given'),
      both('Buen estado; vacunas puestas', 'Good condition; vaccines given'),
      both('Sano, corazón y pulmones bien', 'Healthy, heart and lungs fine'),
    ],
    recommendations: [
      both('Próximas vacunas dentro de un año', 'Next vaccines in one year'),
      both('Desparasitar cada tres meses', 'Deworm every three months'),
    ],
    weight: 5,
  },
  {
    reason: both('Vacunas de cachorro (segunda dosis)', 'Puppy vaccines (second dose)'),
    findings: [both('Cachorro sano; segunda dosis puesta', 'Healthy puppy; second dose given')],
    recommendations: [
      both('Tercera dosis dentro de cuatro semanas', 'Third dose in four weeks'),
      both(
        'Sin paseos con otros perros hasta la última dosis',
        'No walks with other dogs until the last dose',
      ),
    ],
    followUp: [26, 30],
    followUpChance: 0.9,
    weight: 2,
  },
  {
    reason: both('Otitis: sacude la cabeza', 'Ear infection: shaking the head'),
    findings: [
      both('Otitis externa, oído derecho', 'Otitis externa, right ear'),
      both('Otitis en ambos oídos, por levaduras', 'Otitis in both ears, yeast'),
      both('Enrojecimiento y cera, oído izquierdo', 'Redness and wax, left ear'),
    ],
    recommendations: [
      both('Gotas óticas dos veces al día durante 7 días', 'Ear drops twice a day for 7 days'),
      both(
        'Limpiar los oídos cada semana; gotas durante 10 días',
        'Clean the ears weekly; drops for 10 days',
      ),
    ],
    followUp: [10, 14],
    followUpChance: 0.6,
    weight: 2,
  },
  {
    reason: both('Cojera, pata trasera izquierda', 'Limping, left hind leg'),
    findings: [
      both('Esguince leve, sin fractura en la radiografía', 'Mild sprain, no fracture on X-ray'),
      both('Dolor en la rodilla; posible lesión de ligamento', 'Pain in the knee; suspected ligament strain'),
      both('Espina en la almohadilla, retirada', 'Thorn in the pad, removed'),
    ],
    recommendations: [
      both(
        'Reposo y paseos cortos 10 días; antiinflamatorio 5 días',
        'Rest and short walks for 10 days; anti-inflammatory for 5 days',
      ),
      both('Mantener la pata limpia y seca', 'Keep the paw clean and dry'),
    ],
    followUp: [10, 21],
    followUpChance: 0.5,
    weight: 2,
  },
  {
    reason: both('Picor y erupción en la piel', 'Itching and skin rash'),
    findings: [
      both('Dermatitis alérgica', 'Allergic dermatitis'),
      both('Dermatitis alérgica a las pulgas', 'Flea allergy dermatitis'),
      both('Eccema húmedo en el costado', 'Hot spot on the flank'),
    ],
    recommendations: [
      both(
        'Dieta hipoalergénica 8 semanas; antihistamínico',
        'Hypoallergenic diet for 8 weeks; antihistamine',
      ),
      both('Antipulgas para todos los animales de la casa', 'Flea treatment for every pet at home'),
    ],
    followUp: [21, 28],
    followUpChance: 0.5,
    weight: 2,
  },
  {
    reason: both('Vómitos desde ayer', 'Vomiting since yesterday'),
    findings: [
      both('Gastroenteritis leve; bien hidratado', 'Mild gastroenteritis; hydrated'),
      both('Comió algo de la calle; abdomen blando', 'Ate something from the street; abdomen soft'),
    ],
    recommendations: [
      both(
        'Dieta blanda (arroz y pollo) 3 días; raciones pequeñas',
        'Bland diet (rice and chicken) for 3 days; small meals',
      ),
      both('Volver si siguen los vómitos', 'Come back if vomiting continues'),
    ],
    fever: true,
    weight: 1,
  },
  {
    reason: both('Limpieza dental', 'Dental cleaning'),
    findings: [
      both('Sarro retirado con sedación', 'Tartar removed under sedation'),
      both('Sarro retirado; extraído un premolar', 'Tartar removed; one premolar extracted'),
    ],
    recommendations: [
      both(
        'Comida blanda 3 días; cepillar los dientes dos veces por semana',
        'Soft food for 3 days; brush the teeth twice a week',
      ),
    ],
    weight: 1,
  },
  {
    reason: both('Control de peso', 'Weight control'),
    findings: [
      both('Unos 2 kg de sobrepeso', 'Overweight by about 2 kg'),
      both('Peso en su objetivo, buena condición corporal', 'Weight on target, good body condition'),
    ],
    recommendations: [
      both(
        'Reducir la comida un 10 % y pasear 20 minutos más al día',
        'Reduce the food by 10% and walk 20 minutes more a day',
      ),
      both('Mantener la dieta actual', 'Keep the current diet'),
    ],
    followUp: [28, 35],
    followUpChance: 0.7,
    weight: 1,
  },
  {
    reason: both('Legañas', 'Eye discharge'),
    findings: [
      both('Conjuntivitis, ojo izquierdo', 'Conjunctivitis, left eye'),
      both('Conjuntivitis leve en ambos ojos', 'Mild conjunctivitis in both eyes'),
    ],
    recommendations: [
      both('Colirio tres veces al día durante una semana', 'Eye drops three times a day for a week'),
    ],
    followUp: [7, 10],
    followUpChance: 0.4,
    weight: 1,
  },
  {
    reason: both('Revisión geriátrica y analítica', 'Senior check-up and blood test'),
    findings: [
      both('Analítica normal para su edad', 'Blood test normal for the age'),
      both('Valores renales algo elevados', 'Slightly raised kidney values'),
      both('Artrosis incipiente en las caderas', 'Early arthritis in the hips'),
    ],
    recommendations: [
      both('Pienso senior; nueva revisión en seis meses', 'Senior diet; check again in six months'),
      both('Condroprotector; ejercicio suave', 'Joint supplement; gentle exercise'),
    ],
    weight: 1,
  },
  {
    reason: both('Tos desde hace unos días', 'Coughing for a few days'),
    findings: [
      both('Tos de las perreras, leve', 'Kennel cough, mild'),
      both('Irritación de garganta; pulmones limpios', 'Throat irritation; lungs clear'),
    ],
    recommendations: [
      both(
        'Reposo, sin guardería una semana; jarabe para la tos',
        'Rest, no daycare for a week; cough syrup',
      ),
      both('Evitar el collar: usar arnés', 'Avoid the collar: use a harness'),
    ],
    fever: true,
    followUp: [7, 10],
    followUpChance: 0.4,
    weight: 1,
  },
  {
    reason: both('Retirada de puntos tras la cirugía', 'Stitches removal after surgery'),
    findings: [both('Herida bien cicatrizada; puntos retirados', 'Wound healed well; stitches removed')],
    recommendations: [both('Sin baños 3 días más', 'No baths for 3 more days')],
    weight: 1,
  },
];

const RECHECK: BothCase = {
  reason: both('Revisión', 'Follow-up'),
  findings: [
    both('Evoluciona bien', 'Improving well'),
    both('Curado', 'Healed'),
    both('Mejor, aún no resuelto del todo', 'Better, not fully resolved yet'),
  ],
  recommendations: [
    both('No necesita más tratamiento', 'No further treatment needed'),
    both('Seguir el tratamiento una semana más', 'Continue the treatment one more week'),
  ],
  weight: 0,
};

const VET_NOTES: Both[] = [
  both('Nervioso en la mesa; se calmó con premios', 'Nervous on the table; calmed with treats'),
  both('El dueño cuenta que come menos esta semana', 'Owner reports less appetite this week'),
  both('Muy buen paciente', 'Very good patient'),
  both('Necesita bozal para mirarle los oídos', 'Needs a muzzle to examine the ears'),
  both('El dueño preguntó por la dieta; se le dio un folleto', 'Owner asked about the diet; leaflet given'),
];

const HOTEL_BOOKING_NOTES: Both[] = [
  both('Trae su propia comida: dos tomas al día', 'Brings his own food: two meals a day'),
  both('Medicación a las 8:00 con el desayuno', 'Medication at 8:00 with breakfast'),
  both('Tímido con perros grandes; pasear solo', 'Shy with big dogs; walk alone'),
  both(
    'Dueño en el extranjero; contacto de urgencia: su hermana',
    'Owner abroad; emergency contact is the sister',
  ),
  both('Necesita una cama blanda (caderas de perro mayor)', 'Needs a soft bed (old hips)'),
];
const HOTEL_ARRIVAL_NOTES: Both[] = [
  both('Llegó tranquilo', 'Arrived calm'),
  both('Un poco nervioso al principio', 'A little nervous at first'),
  both('Pequeño arañazo en la oreja izquierda', 'Small scratch on the left ear'),
  both('Comió bien', 'Ate well'),
];
const HOTEL_DEPARTURE_NOTES: Both[] = [
  both('Comió bien toda la semana', 'Ate well all week'),
  both('Jugó todos los días', 'Played every day'),
  both('Ha perdido algo de peso; come despacio', 'Lost a little weight; eats slowly'),
  both('Todo bien', 'All fine'),
];
const HOTEL_WALK_IN = both(
  'Sin reserva: el dueño tuvo una urgencia familiar',
  'Walk-in: the owner had a family emergency',
);

const GROOMING_NOTES: Both[] = [
  both('Nervioso con el secador: secar primero con toalla.', 'Nervous with the dryer: towel dry first.'),
  both('Alérgico al champú de lavanda.', 'Allergic to lavender shampoo.'),
  both('El dueño pide un corte corto de verano.', 'Owner asks for a short summer cut.'),
  both('Almohadillas sensibles.', 'Sensitive paws.'),
  both('Lo recoge el segundo dueño.', 'Pick-up by the second owner.'),
];
const GROOMING_RESULT_NOTES: Both[] = [
  both('Nudos detrás de las orejas, cepillados.', 'Matted coat behind the ears, brushed out.'),
  both('Uñas muy largas: cortadas en dos pasadas.', 'Nails very long: trimmed in two passes.'),
  both('Buen comportamiento, tranquilo en la mesa.', 'Good behaviour, calm on the table.'),
  both('Piel algo roja en la tripa: avisado el dueño.', 'Skin a little red on the belly: told the owner.'),
  both('Oídos limpios, sin olor.', 'Ears clean, no smell.'),
];

const inLanguage = (lang: TDemoLanguage) => (list: Both[]) => list.map((text) => text[lang]);

function vetCase(c: BothCase, lang: TDemoLanguage): DemoVetCase {
  const words = inLanguage(lang);
  return {
    ...c,
    reason: c.reason[lang],
    findings: words(c.findings),
    recommendations: words(c.recommendations),
  };
}

/** The demo business's words in one language. */
export function demoTexts(lang: TDemoLanguage): DemoTexts {
  const words = inLanguage(lang);
  return {
    breeds: BREEDS.map(([name, kg]) => [name[lang], kg]),
    particularSigns: words(SIGNS),
    vet: {
      cases: CASES.map((c) => vetCase(c, lang)),
      recheck: vetCase(RECHECK, lang),
      notes: words(VET_NOTES),
      followUpReason: (reason) =>
        lang === 'es'
          ? `Revisión: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`
          : `Follow-up: ${reason.toLowerCase()}`,
    },
    hotel: {
      bookingNotes: words(HOTEL_BOOKING_NOTES),
      arrivalNotes: words(HOTEL_ARRIVAL_NOTES),
      departureNotes: words(HOTEL_DEPARTURE_NOTES),
      walkInNote: HOTEL_WALK_IN[lang],
    },
    grooming: { notes: words(GROOMING_NOTES), groomingNotes: words(GROOMING_RESULT_NOTES) },
  };
}

/** The `--lang` option: 'es' (default) or 'en'; anything else is an error naming the choices. */
export function demoLanguage(argv: readonly string[]): TDemoLanguage {
  const i = argv.indexOf('--lang');
  const inline = argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
  const value = inline ?? (i >= 0 ? argv[i + 1] : undefined) ?? 'es';
  if ((DEMO_LANGUAGES as readonly string[]).includes(value)) return value as TDemoLanguage;
  throw new Error(`--lang must be one of: ${DEMO_LANGUAGES.join(', ')} (got "${value}")`);
}

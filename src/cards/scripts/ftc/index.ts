import type { CardDef } from '../../vocabulary.js';
import deepSeaFractal from './deep-sea-fractal.js';
import developMana from './develop-mana.js';
import fractalOfInsight from './fractal-of-insight.js';
import frostbinderApostle from './frostbinder-apostle.js';
import honeByFire from './hone-by-fire.js';
import incendiaryFractal from './incendiary-fractal.js';
import scatterEssence from './scatter-essence.js';
import stalwartShieldmate from './stalwart-shieldmate.js';
import cunningBroker from './cunning-broker.js';
import lurkingAssailant from './lurking-assailant.js';

/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  deepSeaFractal,
  developMana,
  fractalOfInsight,
  frostbinderApostle,
  honeByFire,
  incendiaryFractal,
  scatterEssence,
  stalwartShieldmate,
  cunningBroker,
  lurkingAssailant,
];

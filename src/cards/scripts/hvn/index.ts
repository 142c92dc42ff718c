import type { CardDef } from '../../vocabulary.js';
import acerbica from './acerbica.js';
import auspiciousFeast from './auspicious-feast.js';
import austerePriestess from './austere-priestess.js';
import baihua from './baihua.js';
import clearPastures from './clear-pastures.js';
import featheryTune from './feathery-tune.js';
import flameboltArbalist from './flamebolt-arbalist.js';
import flamelashBeastmaster from './flamelash-beastmaster.js';
import fledgling from './fledgling.js';
import flowerbud from './flowerbud.js';
import galewindScout from './galewind-scout.js';
import outriderOfWaves from './outrider-of-waves.js';
import spiritOfFortuitousFire from './spirit-of-fortuitous-fire.js';
import spiritOfFortuitousWater from './spirit-of-fortuitous-water.js';
import spiritOfFortuitousWind from './spirit-of-fortuitous-wind.js';
import tidestoneSeeker from './tidestone-seeker.js';
import sageProtection from './sage-protection.js';
import poisedBowman from './poised-bowman.js';
import bloodshroudTemper from './bloodshroud-temper.js';
import savageSunder from './savage-sunder.js';
import convalescingMare from './convalescing-mare.js';

/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  acerbica,
  auspiciousFeast,
  austerePriestess,
  baihua,
  clearPastures,
  featheryTune,
  flameboltArbalist,
  flamelashBeastmaster,
  fledgling,
  flowerbud,
  galewindScout,
  outriderOfWaves,
  spiritOfFortuitousFire,
  spiritOfFortuitousWater,
  spiritOfFortuitousWind,
  tidestoneSeeker,
  sageProtection,
  poisedBowman,
  bloodshroudTemper,
  savageSunder,
  convalescingMare,
];

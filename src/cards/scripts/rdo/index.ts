import type { CardDef } from '../../vocabulary.js';
import babySlime from './baby-slime.js';
import celestialNavigation from './celestial-navigation.js';
import dynasticWhirlpool from './dynastic-whirlpool.js';
import epochalConqueror from './epochal-conqueror.js';
import floodwardSteed from './floodward-steed.js';
import forbiddenTeachings from './forbidden-teachings.js';
import galesMare from './gales-mare.js';
import lavastorm from './lavastorm.js';
import piquantShieldbearer from './piquant-shieldbearer.js';
import pyreticPrognosis from './pyretic-prognosis.js';
import shadeStriker from './shade-striker.js';
import silverSoldier from './silver-soldier.js';
import slimeSwarm from './slime-swarm.js';
import slimecallCyclone from './slimecall-cyclone.js';
import titanMkIi from './titan-mk-ii.js';
import trivialTrinket from './trivial-trinket.js';
import tuneUp from './tune-up.js';
import tombSweep from './tomb-sweep.js';
import floralArrangement from './floral-arrangement.js';
import plasmaVanguard from './plasma-vanguard.js';
import simpleSlime from './simple-slime.js';

/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  babySlime,
  celestialNavigation,
  dynasticWhirlpool,
  epochalConqueror,
  floodwardSteed,
  forbiddenTeachings,
  galesMare,
  lavastorm,
  piquantShieldbearer,
  pyreticPrognosis,
  shadeStriker,
  silverSoldier,
  slimeSwarm,
  slimecallCyclone,
  titanMkIi,
  trivialTrinket,
  tuneUp,
  tombSweep,
  floralArrangement,
  plasmaVanguard,
  simpleSlime,
];

import type { CardDef } from '../../vocabulary.js';
import alliedWarpriestess from './allied-warpriestess.js';
import aurousteelGreatsword from './aurousteel-greatsword.js';
import automatonDrone from './automaton-drone.js';
import blightroot from './blightroot.js';
import fraysia from './fraysia.js';
import manaroot from './manaroot.js';
import palatialConcourse from './palatial-concourse.js';
import razeTheLand from './raze-the-land.js';
import shimmercloakAssassin from './shimmercloak-assassin.js';
import silvershine from './silvershine.js';

/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  alliedWarpriestess,
  aurousteelGreatsword,
  automatonDrone,
  blightroot,
  fraysia,
  manaroot,
  palatialConcourse,
  razeTheLand,
  shimmercloakAssassin,
  silvershine,
];

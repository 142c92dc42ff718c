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
import academyAttendant from './academy-attendant.js';
import caretakerDrone from './caretaker-drone.js';
import explosiveFractal from './explosive-fractal.js';
import healingAura from './healing-aura.js';
import heatwaveGenerator from './heatwave-generator.js';
import sidestep from './sidestep.js';
import streamOfConsciousness from './stream-of-consciousness.js';
import subjugatingLash from './subjugating-lash.js';
import takeCover from './take-cover.js';
import windsOfRetribution from './winds-of-retribution.js';

import reposition from './reposition.js';
import waveriderProtector from './waverider-protector.js';
import winblessArbalest from './winbless-arbalest.js';
import tonorisGenesisAegis from './tonoris-genesis-aegis.js';
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
  academyAttendant,
  caretakerDrone,
  explosiveFractal,
  healingAura,
  heatwaveGenerator,
  sidestep,
  streamOfConsciousness,
  subjugatingLash,
  takeCover,
  windsOfRetribution,
  reposition,
  waveriderProtector,
  winblessArbalest,
  tonorisGenesisAegis,
];

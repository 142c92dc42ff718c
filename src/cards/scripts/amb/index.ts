import type { CardDef } from '../../vocabulary.js';
import shiftingCurrents from './shifting-currents.js';
import briskWindtrotter from './brisk-windtrotter.js';
import determinedSpearman from './determined-spearman.js';
import fractalOfSparks from './fractal-of-sparks.js';
import igniteFate from './ignite-fate.js';
import indolentLeisure from './indolent-leisure.js';
import lumberingSteed from './lumbering-steed.js';
import marksmanCaptain from './marksman-captain.js';
import mendFlesh from './mend-flesh.js';
import ordinaryHorse from './ordinary-horse.js';
import poisedRearguard from './poised-rearguard.js';
import promisingRecruit from './promising-recruit.js';
import regenerate from './regenerate.js';
import risingTides from './rising-tides.js';
import royalBear from './royal-bear.js';
import savageAttack from './savage-attack.js';
import skilledPlainsman from './skilled-plainsman.js';
import stolidVanguard from './stolid-vanguard.js';
import tempusStalker from './tempus-stalker.js';
import thunderclap from './thunderclap.js';
import wisdomsReprise from './wisdoms-reprise.js';
import adornedStag from './adorned-stag.js';
import ghostsightGlass from './ghostsight-glass.js';
import flamewingFowl from './flamewing-fowl.js';
import galewhisperRogue from './galewhisper-rogue.js';
import imperialAssassin from './imperial-assassin.js';
import warMarshal from './war-marshal.js';
import crescentGlaive from './crescent-glaive.js';
import emergentDagger from './emergent-dagger.js';
import scorchingStrafe from './scorching-strafe.js';
import indiscriminateGyre from './indiscriminate-gyre.js';
import xiaHouDunGloryseeker from './xia-hou-dun-gloryseeker.js';
import driftingRogue from './drifting-rogue.js';
import tidestoneBovine from './tidestone-bovine.js';
import nanyuePortsman from './nanyue-portsman.js';
import shuFrontliner from './shu-frontliner.js';
import brashDefender from './brash-defender.js';
import unrelentingWarden from './unrelenting-warden.js';
import ritaiGuard from './ritai-guard.js';
import extractionIncision from './extraction-incision.js';

/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  briskWindtrotter,
  determinedSpearman,
  fractalOfSparks,
  igniteFate,
  indolentLeisure,
  lumberingSteed,
  marksmanCaptain,
  mendFlesh,
  ordinaryHorse,
  poisedRearguard,
  promisingRecruit,
  regenerate,
  risingTides,
  royalBear,
  savageAttack,
  skilledPlainsman,
  stolidVanguard,
  tempusStalker,
  thunderclap,
  wisdomsReprise,
  adornedStag,
  ghostsightGlass,
  flamewingFowl,
  galewhisperRogue,
  imperialAssassin,
  warMarshal,
  crescentGlaive,
  emergentDagger,
  scorchingStrafe,
  indiscriminateGyre,
  xiaHouDunGloryseeker,
  driftingRogue,
  tidestoneBovine,
  nanyuePortsman,
  shuFrontliner,
  brashDefender,
  unrelentingWarden,
  ritaiGuard,
  extractionIncision,
  shiftingCurrents,
];

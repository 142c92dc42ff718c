import type { CardDef } from '../../vocabulary.js';
import acceptedContract from './accepted-contract.js';
import aesanProtector from './aesan-protector.js';
import angerTheSkies from './anger-the-skies.js';
import arcaneBlast from './arcane-blast.js';
import arcaneSight from './arcane-sight.js';
import benevolentBattlePriest from './benevolent-battle-priest.js';
import blazingDirewolf from './blazing-direwolf.js';
import carefulStudy from './careful-study.js';
import cleanCut from './clean-cut.js';
import disorientingWinds from './disorienting-winds.js';
import drawnBlade from './drawn-blade.js';
import enragedBoars from './enraged-boars.js';
import grandCrusadersRing from './grand-crusaders-ring.js';
import grayWolf from './gray-wolf.js';
import hastyMessenger from './hasty-messenger.js';
import jewelOfEnlightenment from './jewel-of-enlightenment.js';
import juggleKnives from './juggle-knives.js';
import libraryWitch from './library-witch.js';
import markTheTarget from './mark-the-target.js';
import mistboundWatcher from './mistbound-watcher.js';
import orbOfGlitter from './orb-of-glitter.js';
import owlFamiliar from './owl-familiar.js';
import rebelliousBull from './rebellious-bull.js';
import reclaim from './reclaim.js';
import refurbish from './refurbish.js';
import secondWind from './second-wind.js';
import setTheTraps from './set-the-traps.js';
import shoutAtYourPets from './shout-at-your-pets.js';
import silvieWithThePack from './silvie-with-the-pack.js';
import spiritOfWind from './spirit-of-wind.js';
import strategicPlanning from './strategic-planning.js';
import swiftRecruit from './swift-recruit.js';
import swordOfAvarice from './sword-of-avarice.js';
import temperedSteel from './tempered-steel.js';
import tempestSilverback from './tempest-silverback.js';
import tomeOfKnowledge from './tome-of-knowledge.js';
import trainedHawk from './trained-hawk.js';
import trainingSession from './training-session.js';
import zephyrAssistant from './zephyr-assistant.js';
import conceal from './conceal.js';
import focusedFlames from './focused-flames.js';
import curvedDagger from './curved-dagger.js';
import flamelashSubduer from './flamelash-subduer.js';
import magusDisciple from './magus-disciple.js';
import patientRogue from './patient-rogue.js';
import prodigiousBurstmage from './prodigious-burstmage.js';
import ralliedAdvance from './rallied-advance.js';
import strappingConscript from './strapping-conscript.js';
import chaliceOfBlood from './chalice-of-blood.js';
import eyeOfArgus from './eye-of-argus.js';
import comboStrike from './combo-strike.js';
import beastbondBoots from './beastbond-boots.js';
import luxerasMap from './luxeras-map.js';
import assassinsRipper from './assassins-ripper.js';
import shroudInMist from './shroud-in-mist.js';
import smokeBombs from './smoke-bombs.js';
import pipersLullaby from './pipers-lullaby.js';
import favorableWinds from './favorable-winds.js';

import savageSlash from './savage-slash.js';
import flameRuneSwordsman from './flame-rune-swordsman.js';
import seafaringMercenary from './seafaring-mercenary.js';
import dewdropHares from './dewdrop-hares.js';
import deepSeaBeastbonder from './deep-sea-beastbonder.js';
import energeticBeastbonder from './energetic-beastbonder.js';
import menagerieBeastbonder from './menagerie-beastbonder.js';
import channelTheWind from './channel-the-wind.js';
import cramSession from './cram-session.js';
import igniteTheSoul from './ignite-the-soul.js';
import windriderVanguard from './windrider-vanguard.js';
import ferventBeastmaster from './fervent-beastmaster.js';
/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  acceptedContract,
  aesanProtector,
  angerTheSkies,
  arcaneBlast,
  arcaneSight,
  benevolentBattlePriest,
  blazingDirewolf,
  carefulStudy,
  cleanCut,
  disorientingWinds,
  drawnBlade,
  enragedBoars,
  grandCrusadersRing,
  grayWolf,
  hastyMessenger,
  jewelOfEnlightenment,
  juggleKnives,
  libraryWitch,
  markTheTarget,
  mistboundWatcher,
  orbOfGlitter,
  owlFamiliar,
  rebelliousBull,
  reclaim,
  refurbish,
  secondWind,
  setTheTraps,
  shoutAtYourPets,
  silvieWithThePack,
  spiritOfWind,
  strategicPlanning,
  swiftRecruit,
  swordOfAvarice,
  temperedSteel,
  tempestSilverback,
  tomeOfKnowledge,
  trainedHawk,
  trainingSession,
  zephyrAssistant,
  conceal,
  focusedFlames,
  curvedDagger,
  flamelashSubduer,
  magusDisciple,
  patientRogue,
  prodigiousBurstmage,
  ralliedAdvance,
  strappingConscript,
  chaliceOfBlood,
  eyeOfArgus,
  comboStrike,
  beastbondBoots,
  luxerasMap,
  assassinsRipper,
  shroudInMist,
  smokeBombs,
  pipersLullaby,
  favorableWinds,
  savageSlash,
  flameRuneSwordsman,
  seafaringMercenary,
  dewdropHares,
  deepSeaBeastbonder,
  energeticBeastbonder,
  menagerieBeastbonder,
  channelTheWind,
  cramSession,
  igniteTheSoul,
  windriderVanguard,
  ferventBeastmaster,
];

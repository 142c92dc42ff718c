import type { CardDef } from '../../vocabulary.js';
import bandageWound from './bandage-wound.js';
import cellForging from './cell-forging.js';
import chargedMannequin from './charged-mannequin.js';
import forgelightBlade from './forgelight-blade.js';
import fragmentedSpiritOfFire from './fragmented-spirit-of-fire.js';
import fragmentedSpiritOfWater from './fragmented-spirit-of-water.js';
import fragmentedSpiritOfWind from './fragmented-spirit-of-wind.js';
import mercurialHeart from './mercurial-heart.js';
import noviceHealer from './novice-healer.js';
import poweredBishop from './powered-bishop.js';
import poweredSentinel from './powered-sentinel.js';
import sharpenBlade from './sharpen-blade.js';
import spiritShard from './spirit-shard.js';
import tristanHiredBlade from './tristan-hired-blade.js';
import winblessLookout from './winbless-lookout.js';
import concealedMarksman from './concealed-marksman.js';
import captivatingCutthroat from './captivating-cutthroat.js';
import chargedAlchemist from './charged-alchemist.js';
import imperialSpy from './imperial-spy.js';
import machinedMonstrosity from './machined-monstrosity.js';
import poweredSwordsman from './powered-swordsman.js';
import vigilantSentry from './vigilant-sentry.js';

import cellVanguard from './cell-vanguard.js';
import convokingSlime from './convoking-slime.js';
import siphoningFractal from './siphoning-fractal.js';
/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  bandageWound,
  cellForging,
  chargedMannequin,
  forgelightBlade,
  fragmentedSpiritOfFire,
  fragmentedSpiritOfWater,
  fragmentedSpiritOfWind,
  mercurialHeart,
  noviceHealer,
  poweredBishop,
  poweredSentinel,
  sharpenBlade,
  spiritShard,
  tristanHiredBlade,
  winblessLookout,
  concealedMarksman,
  captivatingCutthroat,
  chargedAlchemist,
  imperialSpy,
  machinedMonstrosity,
  poweredSwordsman,
  vigilantSentry,
  cellVanguard,
  convokingSlime,
  siphoningFractal,
];

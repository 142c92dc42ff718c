import type { CardDef } from '../../vocabulary.js';
import fracturedMemories from './fractured-memories.js';
import academyGuide from './academy-guide.js';
import aithneSpiritOfFire from './aithne-spirit-of-fire.js';
import backstep from './backstep.js';
import baubleOfAbundance from './bauble-of-abundance.js';
import brissaSpiritOfWind from './brissa-spirit-of-wind.js';
import cheapSword from './cheap-sword.js';
import conflagrantSentinel from './conflagrant-sentinel.js';
import disenchant from './disenchant.js';
import enchantedFete from './enchanted-fete.js';
import gwendolynSpiritOfWind from './gwendolyn-spirit-of-wind.js';
import hanabiSpiritOfFire from './hanabi-spirit-of-fire.js';
import honorableVanguard from './honorable-vanguard.js';
import imperialRifleman from './imperial-rifleman.js';
import kazeSpiritOfWind from './kaze-spirit-of-wind.js';
import lostSpirit from './lost-spirit.js';
import miaoSpiritOfWater from './miao-spirit-of-water.js';
import mintheSpiritOfWater from './minthe-spirit-of-water.js';
import morriganLostSpirit from './morrigan-lost-spirit.js';
import ornamentalGreatsword from './ornamental-greatsword.js';
import priscillaLostSpirit from './priscilla-lost-spirit.js';
import sableRemnant from './sable-remnant.js';
import sabrinaSpiritOfWater from './sabrina-spirit-of-water.js';
import seersSword from './seers-sword.js';
import shiraLostSpirit from './shira-lost-spirit.js';
import steelHalberd from './steel-halberd.js';
import sweetAmbrosia from './sweet-ambrosia.js';
import veteranSoldier from './veteran-soldier.js';
import vigilRempart from './vigil-rempart.js';
import vyraSpiritOfFire from './vyra-spirit-of-fire.js';
import warriorsLongsword from './warriors-longsword.js';
import esteemedKnight from './esteemed-knight.js';
import crusaderOfAesa from './crusader-of-aesa.js';
import imperialSentry from './imperial-sentry.js';
import heavySwing from './heavy-swing.js';
import incapacitate from './incapacitate.js';
import weaponsmith from './weaponsmith.js';
import deploymentBeacon from './deployment-beacon.js';
import drenchingFinish from './drenching-finish.js';
import rangerBoots from './ranger-boots.js';
import starbirth from './starbirth.js';
import flamewreathCall from './flamewreath-call.js';
import slateWhetstone from './slate-whetstone.js';
import backupCharger from './backup-charger.js';

import kingdomInformant from './kingdom-informant.js';
import cloakedExecutioner from './cloaked-executioner.js';
import surveilTheWinds from './surveil-the-winds.js';
/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  academyGuide,
  aithneSpiritOfFire,
  backstep,
  baubleOfAbundance,
  brissaSpiritOfWind,
  cheapSword,
  conflagrantSentinel,
  disenchant,
  enchantedFete,
  gwendolynSpiritOfWind,
  hanabiSpiritOfFire,
  honorableVanguard,
  imperialRifleman,
  kazeSpiritOfWind,
  lostSpirit,
  miaoSpiritOfWater,
  mintheSpiritOfWater,
  morriganLostSpirit,
  ornamentalGreatsword,
  priscillaLostSpirit,
  sableRemnant,
  sabrinaSpiritOfWater,
  seersSword,
  shiraLostSpirit,
  steelHalberd,
  sweetAmbrosia,
  veteranSoldier,
  vigilRempart,
  vyraSpiritOfFire,
  warriorsLongsword,
  esteemedKnight,
  crusaderOfAesa,
  imperialSentry,
  heavySwing,
  incapacitate,
  weaponsmith,
  deploymentBeacon,
  drenchingFinish,
  rangerBoots,
  starbirth,
  flamewreathCall,
  slateWhetstone,
  backupCharger,
  kingdomInformant,
  cloakedExecutioner,
  surveilTheWinds,
  fracturedMemories,
];

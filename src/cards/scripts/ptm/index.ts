import type { CardDef } from '../../vocabulary.js';
import phantasmagoria from './phantasmagoria.js';
import frog from './frog.js';
import lostBeing from './lost-being.js';
import memoriteShardwing from './memorite-shardwing.js';
import memoriteBlade from './memorite-blade.js';
import royalOathguard from './royal-oathguard.js';
import siegeMauler from './siege-mauler.js';
import vestalPriestess from './vestal-priestess.js';
import queensCinderhog from './queens-cinderhog.js';
import bladedRiftseer from './bladed-riftseer.js';
import bidingCinquedea from './biding-cinquedea.js';
import mourningVeilbound from './mourning-veilbound.js';
import sparkLink from './spark-link.js';
import illusoryArmsmaster from './illusory-armsmaster.js';
import genuflectingExecution from './genuflecting-execution.js';

/** Scripted cards first printed in this set (facts + script), one file per card beside this index. */
export const cards: CardDef[] = [
  frog,
  lostBeing,
  memoriteShardwing,
  memoriteBlade,
  royalOathguard,
  siegeMauler,
  vestalPriestess,
  queensCinderhog,
  bladedRiftseer,
  bidingCinquedea,
  mourningVeilbound,
  sparkLink,
  illusoryArmsmaster,
  genuflectingExecution,
  phantasmagoria,
];

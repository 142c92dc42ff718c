import { atBeginningOfYourRecollection, classBonus, defineCard, reserve, summonToken, triggered } from '../../define.js';

export default defineCard(
  { slug: 'slimecall-cyclone', name: 'Slimecall Cyclone', types: ['PHANTASIA'], subtypes: ['TAMER', 'SLIME', 'SPELL'], classes: ['TAMER'], element: 'WIND', cost: reserve(3) },
  { abilities: [triggered(atBeginningOfYourRecollection(), [summonToken('baby-slime')], { condition: classBonus() })] },
);

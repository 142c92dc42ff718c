import { atBeginningOfYourRecollection, classBonus, cardScript, summonToken, triggered } from '../../define.js';

export default cardScript('slimecall-cyclone', { abilities: [triggered(atBeginningOfYourRecollection(), [summonToken('baby-slime')], { condition: classBonus() })] });

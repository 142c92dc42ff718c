import { activated, cardScript, dealDamage, drawIntoMemory, ifThen, sacrificeSelf } from '../../define.js';

// Whether it was ephemeral is read as it was sacrificed for the cost.
export default cardScript('nether-dodobird', {
  abilities: [activated([sacrificeSelf()], [ifThen({ kind: 'selfEphemeral' }, [dealDamage({ ref: 'eachOpponentChampion' }, 2)], [drawIntoMemory(1)])])],
});

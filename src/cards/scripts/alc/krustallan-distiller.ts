import { cardScript, classBonus, drawIntoMemory, ifThen, onEnter, triggered } from '../../define.js';

export default cardScript('krustallan-distiller', {
  abilities: [
    triggered(onEnter(), [ifThen({ kind: 'brewedThisTurn', filter: { subtype: 'POTION' } }, [drawIntoMemory(1)])], { condition: classBonus() }),
  ],
});

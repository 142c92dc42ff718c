import { cardScript, drawIntoMemory, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('transfusive-aura', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)]),
    staticAbility({ kind: 'recoverIncrease', amount: 2 }, { kind: 'damage', min: 20 }),
  ],
});

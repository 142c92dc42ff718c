import { cardScript, drawIntoMemory, ifThen, onAttack, onEnter, recover, triggered } from '../../define.js';

export default cardScript('triumphant-mechanic', {
  abilities: [
    triggered(onEnter(), [ifThen({ kind: 'controlsTokens', min: 3 }, [drawIntoMemory(1)])]),
    triggered(onAttack(), [ifThen({ kind: 'controlsTokens', min: 3 }, [recover(3)])]),
  ],
});

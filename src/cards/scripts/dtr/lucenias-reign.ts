import { activated, cardScript, drawIntoMemory, modifyLife, onEnter, payReserve, target, targetAlly, triggered } from '../../define.js';

export default cardScript('lucenias-reign', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)]),
    activated([payReserve(2), { kind: 'discard', filter: { allSubtypes: ['CHESSMAN', 'COMMAND'] } }], [modifyLife(target(0), 1), drawIntoMemory(1)], {
      targets: [targetAlly({ controller: 'you', subtype: 'CHESSMAN' })],
    }),
  ],
});

import { cardScript, ifThen, modifyLife } from '../../define.js';

const allies = { ref: 'alliesYouControl' } as const;
export default cardScript('castling-boon', {
  keywords: ['floatingMemory'],
  onResolve: [
    ifThen({ kind: 'controlsCount', filter: { type: 'ALLY', allSubtypes: ['CHESSMAN', 'ROOK'] }, min: 1 }, [modifyLife(allies, 3)], [modifyLife(allies, 1)]),
  ],
});

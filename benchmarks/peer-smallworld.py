#!/usr/bin/env python3
# peer-smallworld.py: times whole games of uniformly random legal moves with
# the peer engine (cestpasphoto's alpha-zero-general, folder smallworld:
# Numba-compiled Python), one core, for bench-balance's comparison.
#
#   peer-smallworld.py PEER_CHECKOUT PLAYERS [GAMES]
#
# PEER_CHECKOUT is a clone of that repository (its code stays out of this
# one). Its number of players is a constant of SmallworldConstants.py, read
# at import: the folder is copied to a temporary place with it set.
# Needs Debian's python3-numba and python3-colorama. The first games
# compile the engine and are not timed; the time is the process's CPU time.
import os, shutil, sys, tempfile, time

peer, players = sys.argv[1], int(sys.argv[2])
games = int(sys.argv[3]) if len(sys.argv) > 3 else 300
work = tempfile.mkdtemp(prefix='peer-smallworld-')
shutil.copytree(os.path.join(peer, 'smallworld'), os.path.join(work, 'smallworld'))
shutil.copy(os.path.join(peer, 'Game.py'), work)
constants = os.path.join(work, 'smallworld', 'SmallworldConstants.py')
with open(constants) as f:
    text = f.read().replace('NUMBER_PLAYERS = 2', 'NUMBER_PLAYERS = %d' % players, 1)
with open(constants, 'w') as f:
    f.write(text)
sys.path.insert(0, work)

import numpy as np
from smallworld.SmallworldLogicNumba import Board

def play(board, rng):
    board.init_game()
    player, actions = 0, 0
    while True:
        moves = np.flatnonzero(board.valid_moves(player))
        player = board.make_move(moves[rng.integers(len(moves))], player, int(rng.integers(1 << 30)))
        actions += 1
        if np.any(board.check_end_game(player) != 0):
            return actions

rng = np.random.default_rng(1)
board = Board(players)
for _ in range(5):
    play(board, rng)
start = time.process_time()
total = sum(play(board, rng) for _ in range(games))
cpu = time.process_time() - start
shutil.rmtree(work)
print('peer %dp: %d games, %.1f actions a game, %.2f ms a game, %.1f us an action (CPU)'
      % (players, games, total / games, cpu / games * 1e3, cpu / total * 1e6))

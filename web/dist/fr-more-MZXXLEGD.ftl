invite-open = L’inviter à une table
invite-submit = Inviter { $name }
offline-player = Joueur
offline-engine-unavailable = Le moteur hors ligne n’a pas pu être chargé : il est conservé une fois le jeu hors ligne ouvert avec le réseau.
offline-no-database = Ce navigateur ne conserve pas de parties hors ligne : { $reason }
offline-not-kept = Les parties hors ligne n’ont pas pu être conservées : { $reason }
offline-no-game = Ce navigateur n’a pas de partie hors ligne { $id }.
offline-games = Parties hors ligne
offline-record-title = Partie hors ligne { $id } : sa fiche de partie
offline-record-what = Chaque donne, chaque coup, et les graines à partir desquelles chaque manche a été distribuée (docs/formats.md).
offline-save-record = Enregistrer la fiche de partie
offline-back-to-game = Revenir à la partie
offline-your-games = Vos parties hors ligne
offline-in-play = en cours, { $scores }
offline-won = gagnée { $scores }
offline-lost = perdue { $scores }
offline-won-resigned = gagnée { $scores } (abandon)
offline-lost-resigned = perdue { $scores } (abandon)
offline-computer = Ordinateur
offline-game-to = Partie en
offline-title = Jouer contre l’ordinateur hors ligne
offline-unreachable = Le salon est injoignable : pas de réseau, ou le salon est indisponible. Vous pouvez quand même jouer contre l’ordinateur ici.
offline-intro = Les mêmes règles et le même ordinateur qu’aux tables du salon, dans cette page : plus besoin de réseau une fois chargée. Les parties jouées hors ligne sont conservées dans ce navigateur seulement ; elles ne sont pas classées et ne rapportent pas de jetons.
offline-none = Aucune pour l’instant.
offline-game = Partie { $id }
offline-replay = relecture
offline-review = analyse
pages-percent = { $percent } %
pages-wins = { $wins } ({ $percent })
pages-rating = Classement
pages-games = Parties
pages-won = Gagnées
pages-leaderboard = Classement
pages-tab-two = Parties à deux
pages-tab-team = Équipes de quatre
pages-board-two-about = Classements Glicko-2 des parties à deux entre personnes. Un nouveau joueur commence à 1500 ± 350 ; le ± se resserre à mesure qu’il joue.
pages-board-two-empty = Aucune partie classée pour l’instant : jouez contre une personne pour être le premier au classement.
pages-board-team-about = Classements par équipe (Weng-Lin) des parties à quatre, deux contre deux, avec une personne dans chaque équipe : le classement propre de chaque joueur, modifié par les résultats de son équipe. Un nouveau joueur commence à 25 ± 8,3.
pages-board-team-empty = Aucune partie à quatre classée pour l’instant : jouez à deux contre deux, avec une personne dans chaque équipe, pour être le premier au classement.
pages-team-rating = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($uncertainty, minimumFractionDigits: 1, maximumFractionDigits: 1) }
pages-online = En ligne
pages-not-online = Hors ligne
pages-chips = Jetons
pages-chips-guest = aucun (invité)
pages-unrated = non classé
pages-games-played = Parties jouées
pages-chart-empty = Le graphique du classement commence avec la première partie contre une personne.
pages-chart-label =
    Classement sur { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    } : de { $first } à { $last }
pages-tournaments = Tournois
pages-place-of =
    { $place ->
        [1] 1re
       *[other] { $place }e
    } place sur { $entrants }
pages-tournament-status =
    { $status ->
        [registering] inscriptions ouvertes
        [running] en cours
        [over] terminé
        [cancelled] annulé
       *[other] { $status }
    }
pages-won-chips =
    { $count ->
        [one] { $count } jeton gagné
       *[other] { $count } jetons gagnés
    }
pages-game-result =
    { $result ->
        [won] gagnée
        [lost] perdue
        [abandoned] interrompue
       *[other] { $result }
    } { $reason ->
        [score] aux points
        [time] au temps
        [resign] par abandon
       *[other] { "" }
    }
pages-watch = Regarder
pages-review = Analyse
pages-record = Fiche
pages-hints =
    { $count ->
        [one] { $count } indice
       *[other] { $count } indices
    }
pages-undos =
    { $count ->
        [one] { $count } coup annulé
       *[other] { $count } coups annulés
    }
pages-ended-before-deal = terminée avant la première donne
pages-no-games = Aucune partie terminée pour l’instant.
pages-seat-name = { $name } (place { $seat })
pages-versus = { $first } contre { $second }
pages-hand-end-of-four = { $title } (points en main : { $pips }).
pages-hand-end-of-four-points = { $title }. Cette manche : { $points } (points en main : { $pips }).
pages-final-scores = Scores finaux : { $first } { $firstScore }, { $second } { $secondScore }.
pages-not-finished = La partie n’a pas été terminée.
pages-abandoned = Partie terminée : la partie a été interrompue, donc personne ne gagne.
pages-abandoned-wager = Partie terminée : la partie a été interrompue, donc personne ne gagne et la mise est rendue.
pages-over-four =
    { $reason ->
        [score] Partie terminée : { $winners } atteignent le score final de { $target } et gagnent.
        [time] Partie terminée : une pendule de { $losers } tombe à zéro : { $winners } gagnent au temps.
        [resign] Partie terminée : { $losers } abandonnent : { $winners } gagnent par abandon.
       *[other] Partie terminée : { $winners } gagnent.
    }
pages-over =
    { $reason ->
        [score] Partie terminée : { $winner } atteint le score final de { $target } et gagne.
        [time] Partie terminée : la pendule de { $loser } tombe à zéro : { $winner } gagne au temps.
        [resign] Partie terminée : { $loser } abandonne : { $winner } gagne par abandon.
       *[other] Partie terminée : { $winner } gagne.
    }
pages-play = ▶ Lecture
pages-pause = ❚❚ Pause
pages-speed = Vitesse
pages-chat = Discussion
pages-chat-watching = (spectateur)
pages-score-of = Score de { $name }
pages-holds =
    { $count ->
        [0] { $name } n’a aucun domino
       *[other] { $name } a { $tiles }
    }
pages-action-draw = pioche
pages-action-draw-tile = pioche { $tile }
pages-action-pass = passe
pages-caption-tied = La manche est bloquée et à égalité : personne ne marque.
pages-caption-target = { $seat } : { $action }. { $winner } atteint le score final de { $target }.
pages-caption-dealt = La manche { $hand } est distribuée.
pages-caption-action = { $seat } : { $action }. Compte { $count }.
pages-layout-label = Dominos sur la table, compte { $count }
pages-replay-abandoned = La partie a été interrompue.
pages-replay-won =
    { $winner } a gagné{ $reason ->
        [score] { " " }aux points
        [time] { " " }au temps
        [resign] { " " }par abandon
       *[other] { "" }
    }.
pages-replay-won-team =
    { $winners } ont gagné{ $reason ->
        [score] { " " }aux points
        [time] { " " }au temps
        [resign] { " " }par abandon
       *[other] { "" }
    }.
pages-replay = Relecture
pages-count-boneyard = Compte { $count } · pioche { $boneyard }
pages-previous-hand-button = « Manche
pages-previous-hand = Manche précédente
pages-back-button = ◀ Retour
pages-back = Reculer d’une action
pages-forward-button = Avancer ▶
pages-forward = Avancer d’une action
pages-next-hand-button = Manche »
pages-next-hand = Manche suivante
pages-jump-to = Aller à
pages-hand-number = Manche { $hand }
pages-download-record = Télécharger la fiche de partie
pages-the-record = La fiche de partie
pages-review-of = Analyse de { $name }
pages-hints-used =
    { $count ->
        [one] { $count } indice utilisé
       *[other] { $count } indices utilisés
    }
pages-undos-used =
    { $count ->
        [one] { $count } coup annulé
       *[other] { $count } coups annulés
    }
review-where = manche { $hand }, coup { $move }
review-a-player = un joueur
review-team = { $first } & { $second }
review-points =
    { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point
       *[other] points
    }
review-seat-fallback = Place { $seat }
review-title = Analyse des coups de { $name }
review-title-four = Analyse des coups de { $name } (place { $seat }, { $team })
review-summary =
    Précision de { NUMBER($accuracy, minimumFractionDigits: 1, maximumFractionDigits: 1) } % sur { $count } choix : { $fine ->
        [one] { $fine } correct
       *[other] { $fine } corrects
    }, { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    } ; { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point cédé
       *[other] points cédés
    } en tout.
review-costliest = Les trois coups les plus coûteux
review-costly-move =
    manche { $hand }, coup { $move } : { $played } a cédé { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] point
       *[other] points
    } ({ $mark ->
        [fine] correct
        [inaccuracy] imprécision
        [mistake] erreur
        [blunder] gaffe
       *[other] { $mark }
    }) ; mieux : { $best }
review-nothing-given-away = Aucun coup n’a cédé de points.
review-set-against-four = Chaque choix est comparé à ce qu’aurait joué l’ordinateur de niveau Expert avec ce que cette place voyait à ce moment-là (sa propre main, jamais celle de son partenaire ni celles des adversaires).
review-set-against = Chaque choix est comparé à ce qu’aurait joué l’ordinateur de niveau Expert avec ce que vous voyiez à ce moment-là (jamais l’autre main).
review-loss-explained = La perte est le nombre de points que le coup a cédés en moyenne sur le reste de la manche : moins de 2,5, c’est correct ; à partir de 2,5, une imprécision ; à partir de 5, une erreur ; à partir de 10, une gaffe.
review-watch-replay = Regarder la relecture
review-seat-link = Analyse de { $name } (place { $seat })
review-other-link = Analyse de { $name }
review-other-seat-link = Analyse de l’autre place
review-every-choice = Tous les choix
review-loss = { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
review-no-choices = Aucun choix à analyser : tous les coups étaient forcés.
review-not-ready =
    L’analyse n’était pas prête au bout de { $count ->
        [one] { $count } seconde
       *[other] { $count } secondes
    } : le serveur continue, réessayez dans une minute.
tournaments-format-knockout = Élimination directe, au meilleur de { $bestOf }
tournaments-format-swiss =
    Suisse, { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    }
tournaments-format-duplicate =
    Duplicate, { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    } de { $deals ->
        [one] { $deals } donne
       *[other] { $deals } donnes
    }
tournaments-when-full = quand il sera complet
tournaments-starts-when-full = commence quand il sera complet
tournaments-starts-at = commence le { $date }
tournaments-free = gratuit
tournaments-round-of = ronde { $round } sur { $total }
tournaments-name = Nom
tournaments-format = Format
tournaments-players = Joueurs
tournaments-starts = Début
tournaments-default-name = Tournoi de { $name }
tournaments-default-name-mine = Mon tournoi
tournaments-knockout = Élimination directe
tournaments-swiss = Suisse
tournaments-duplicate = Duplicate
tournaments-rounds-swiss = Rondes (suisse)
tournaments-deals-duplicate = Donnes par ronde (duplicate)
tournaments-match-knockout = Match (élimination directe)
tournaments-one-game = une partie
tournaments-best-of = au meilleur de { $bestOf }
tournaments-draw = Dominos par joueur
tournaments-tiles =
    { $count ->
        [one] { $count } domino
       *[other] { $count } dominos
    }
tournaments-final-score = Score final
tournaments-minutes-a-hand = Minutes par manche
tournaments-entry-fee = Droit d’inscription (jetons)
tournaments-prize-split = Répartition des prix, % par place
tournaments-fewest-players = Minimum de joueurs
tournaments-most-players = Maximum de joueurs
tournaments-draw-teams = Équipes de deux (5 dominos, quatre par table)
tournaments-fewest-teams = Minimum d’équipes
tournaments-most-teams = Maximum d’équipes
tournaments-in-minutes =
    { $count ->
        [one] dans { $count } minute
       *[other] dans { $count } minutes
    }
tournaments-in-an-hour = dans une heure
tournaments-create = Créer le tournoi
tournaments-computers = Joueurs ordinateur (entrée gratuite)
tournaments-fill = S’il n’est pas plein, l’ordinateur prend les places libres
tournaments-fill-never = jamais
tournaments-fill-after =
    { $count ->
        [one] après { $count } minute
       *[other] après { $count } minutes
    }
tournaments-computer-level = Niveau de l’ordinateur
tournaments-computers-rules = Des joueurs ordinateur participent : ils entrent gratuitement et ne gagnent aucun jeton (le prix va aux personnes, dans l’ordre où elles ont fini), et les parties contre eux ne comptent pas pour le classement.
tournaments-fill-rules =
    S’il n’est pas plein { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    } après sa création et qu’une personne est inscrite, l’ordinateur ({ $level }) prend les places libres et il commence.
tournaments-fill-rules-seconds = S’il n’est pas plein { $count } secondes après sa création et qu’une personne est inscrite, l’ordinateur ({ $level }) prend les places libres et il commence.
tournaments-title = Tournois
tournaments-upcoming = À venir
tournaments-running-heading = En cours
tournaments-finished-heading = Terminés
tournaments-none-upcoming = Aucun tournoi n’accepte d’inscriptions pour l’instant : créez-en un ci-dessous.
tournaments-none-running = Aucun en cours pour l’instant.
tournaments-none-finished = Aucun terminé pour l’instant.
tournaments-create-heading = Créer un tournoi
tournaments-sign-up-to-create = Inscrivez-vous pour créer un tournoi ou y participer.
tournaments-how-played = Déroulement
tournaments-each-game =
    Chaque partie : { $draw } dominos par joueur, en { $target } points, { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    } par manche à la pendule ; un joueur qui ne se présente pas perd au temps.
tournaments-swiss-rules =
    { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    } ; à chaque ronde, vous affrontez un joueur au score proche du vôtre, jamais deux fois le même. Une victoire rapporte 1, une exemption 1. Départages : Buchholz (les scores de vos adversaires), puis points pour moins points contre, puis classement.
tournaments-duplicate-rules =
    { $count ->
        [one] { $count } ronde
       *[other] { $count } rondes
    } ; à chaque ronde, vous affrontez un joueur au score proche du vôtre, jamais deux fois le même, et vous jouez { $deals ->
        [one] la donne de la ronde
       *[other] chacune des { $deals } donnes de la ronde
    } deux fois, une fois de chaque place. Toutes les tables de la ronde jouent les mêmes donnes : personne n’a plus de chance que les autres avec les dominos. Ordre du classement : la différence de points sur toutes les donnes (points pour moins points contre), puis les rondes gagnées (à égalité de points ½, une exemption 1), puis Buchholz, puis classement.
tournaments-duplicate-private = Pendant qu’une ronde se joue, ses parties sont privées : personne d’autre que leurs deux joueurs ne peut les regarder. Leurs rediffusions s’ouvrent à tous une fois la ronde terminée.
tournaments-split-place =
    { $place ->
        [1] 1er
       *[other] { $place }e
    } { $percent } %
tournaments-entry-rules =
    Inscription : { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    } ; la cagnotte (toutes les inscriptions) est répartie ainsi : { $split }, arrondie au jeton inférieur, le reste allant au vainqueur.
tournaments-withdraw-for-fee = Retirez-vous avant le début pour être remboursé.
tournaments-free-to-enter = Inscription gratuite.
tournaments-teams-of-two = Par équipes de deux
tournaments-teams-rules = Se joue par équipes de deux, en parties à quatre : les partenaires sont assis face à face, jouent pour un seul score et gagnent ou perdent ensemble. Les équipes sont classées, appariées et placées comme des joueurs (le classement d’une équipe est la moyenne de ceux de ses deux membres).
tournaments-teams-entry = Chacun s’inscrit seul. Pour jouer avec un partenaire, indiquez son nom en vous inscrivant et demandez-lui d’indiquer le vôtre. Au début, le salon forme les autres équipes selon le classement : le meilleur avec le plus faible. S’il en reste un, il est écarté et remboursé : le dernier joueur ordinateur inscrit, sinon la dernière personne.
tournaments-teams-prize = Chacun paie sa propre inscription ; le prix d’une équipe est partagé à parts égales entre ses deux membres.
tournaments-game-over = partie { $game } : { $scores }
tournaments-game-play = partie { $game } : jouez votre partie
tournaments-game-watch = partie { $game } : regarder
tournaments-deal-done = donne { $deal }, { $first } à la place 1 : jouée (le résultat s’affiche à la fin de la ronde)
tournaments-deal-over = donne { $deal }, { $first } à la place 1 : { $scores }
tournaments-deal-play = donne { $deal }, { $first } à la place 1 : jouez votre partie
tournaments-deal-playing = donne { $deal }, { $first } à la place 1 : en cours
tournaments-board-points = points : { $first } { $firstPoints }, { $second } { $secondPoints }
tournaments-bye = — exempt
tournaments-versus = contre
tournaments-final = Finale
tournaments-round = Ronde { $round }
tournaments-player = Joueur
tournaments-team-heading = Équipe
tournaments-score = Score
tournaments-buchholz = Buchholz
tournaments-won-short = V
tournaments-lost-short = D
tournaments-byes = Exemptions
tournaments-cancel-confirm = Annuler ce tournoi ? Chaque participant est remboursé, et c’est irréversible.
tournaments-sign-up-to-enter = Inscrivez-vous pour participer.
tournaments-withdraw-fee =
    { $count ->
        [one] Se retirer ({ $count } jeton remboursé)
       *[other] Se retirer ({ $count } jetons remboursés)
    }
tournaments-withdraw = Se retirer
tournaments-full = Complet
tournaments-enter-fee =
    { $count ->
        [one] Participer pour { $count } jeton
       *[other] Participer pour { $count } jetons
    }
tournaments-enter = Participer
tournaments-partner = Partenaire (facultatif)
tournaments-cancel = Annuler le tournoi
tournaments-place =
    { $place ->
        [1] 1re
       *[other] { $place }e
    } place
tournaments-nobody-entered = Personne ne s’est encore inscrit.
tournaments-team = équipe { $team }
tournaments-entered =
    { $entrants ->
        [one] { $entrants } inscrit
       *[other] { $entrants } inscrits
    } sur { $max } (au moins { $min })
tournaments-made-by = créé par { $name }
tournaments-prizes = Prix
tournaments-prize =
    { $place ->
        [1] 1re
       *[other] { $place }e
    } place : { $count ->
        [one] { $count } jeton
       *[other] { $count } jetons
    }
tournaments-pool-grows =
    La cagnotte est la somme des inscriptions : { $count ->
        [one] { $count } jeton de plus
       *[other] { $count } jetons de plus
    } à chaque joueur.
tournaments-no-prize = Pas de prix : inscription gratuite.
tournaments-standings = Classement
tournaments-commitment = Engagement de la ronde (le SHA-256 de sa graine) :
tournaments-seed = Graine de la ronde :
tournaments-seed-later = La graine s’affiche une fois chaque match de la ronde décidé.
tournaments-download-data = Télécharger les données du tournoi
tournaments-taking-entries = Tournois ouverts aux inscriptions :
tournaments-soon-when-full = { $name } ({ $entrants }/{ $max }, commence quand il sera complet)
tournaments-soon-at = { $name } ({ $entrants }/{ $max }, commence le { $date })
rules-title = Comment jouer à All Fives
rules-learn-by-playing-link = une première partie guidée
rules-intro = All Fives (appelé aussi Muggins) est un jeu pour deux joueurs avec un jeu de dominos double-six. Vous marquez chaque fois que votre coup laisse les bouts ouverts de la chaîne totaliser un multiple de cinq, et le premier joueur à atteindre le score final gagne.
rules-tiles-heading = Les dominos et leur poids
rules-tiles = Le jeu compte 28 dominos : toutes les paires de nombres de 0 à 6, du 0-0 au 6-6, soit 168 points en tout. Le poids d’un domino est le total de ses points : le 6-4 pèse 10, il est donc plus lourd que le 5-3, qui pèse 8 ; le 1-0 est plus léger que les deux.
rules-weight-caption = Le 6-4 (poids 10) est plus lourd que le 5-3 (poids 8) ; le 1-0 (poids 1) est le plus léger des trois.
rules-tie-caption = Tous deux pèsent 9. Pour la première pose, l’égalité est départagée par le plus grand nombre : le 6-3 l’emporte sur le 5-4.
rules-weight-decides = Le poids décide de deux choses. Dans la première manche, si personne n’a de double, le joueur qui a le domino le plus lourd commence avec ce domino. Et quand une manche est bloquée, le joueur dont les dominos pèsent le moins au total la gagne.
rules-deal-heading = La donne et la première pose
rules-deal = Chaque joueur prend 7 ou 9 dominos face cachée, selon le choix de la table ; le reste forme la pioche. Vous pouvez choisir vos dominos un par un ou appuyer sur Pioche automatique : les dominos sont mélangés face cachée, cela revient donc au même.
rules-lead = Dans la première manche, le joueur qui a le plus gros double (le 6-6, sinon le 5-5, et ainsi de suite jusqu’au 0-0) commence, et doit poser ce double. Si personne n’a de double, c’est le domino le plus lourd qui commence. Dans les manches suivantes, le gagnant de la manche précédente commence avec le domino de son choix ; après une manche bloquée que personne n’a gagnée, c’est le joueur qui n’avait pas commencé cette manche qui commence.
rules-count-heading = Le spinner, les quatre bouts et le compte
rules-joining = Accolez un domino de votre main à un bout ouvert : les moitiés qui se touchent doivent porter le même nombre. Un double se pose en travers. Le premier double posé est le spinner : on peut jouer dessus par ses quatre côtés. Ses bouts du haut et du bas s’ouvrent une fois que des dominos touchent ses deux flancs ; la chaîne a donc au plus quatre bouts ouverts : gauche, droite, haut et bas.
rules-count = Après chaque coup, on additionne les bouts ouverts : le nombre extérieur de chaque domino en bout, les deux moitiés d’un double placé en bout, et les deux moitiés du spinner tant que ses deux flancs ne sont pas tous deux couverts (ensuite il ne compte plus rien, et un bout du haut ou du bas encore vide ne compte rien non plus). Si ce compte est un multiple de cinq (5, 10, 15, …), le joueur qui vient de jouer marque aussitôt autant de points.
rules-spinner-caption = Le 5-5 est posé en premier : c’est le spinner. Seul, il compte ses deux moitiés : 10, et le joueur qui a commencé marque 10.
rules-left-caption = Le 5-2 à gauche : 2 + 10 (le spinner compte encore ses deux moitiés) = 12. Rien n’est marqué.
rules-right-caption = Le 5-3 à droite : les deux flancs du spinner sont couverts, il ne compte donc plus rien et ses bouts du haut et du bas s’ouvrent. 2 + 3 = 5 : 5 points marqués.
rules-four-ends-caption = Le 5-6 en haut (compte 11), puis le 5-4 en bas : les quatre bouts totalisent 2 + 3 + 6 + 4 = 15, soit 15 points marqués.
rules-drawing-heading = Piocher
rules-drawing = Si vous pouvez jouer, vous devez jouer. C’est seulement quand aucun domino de votre main ne va sur aucun bout ouvert que vous piochez, un domino à la fois, jusqu’à en piocher un qui va ; vous devez alors le poser. Piocher fait partie de votre tour, et votre pendule tourne pendant que vous piochez. Si la pioche est vide et que vous ne pouvez pas jouer, vous passez.
rules-stuck-caption = Avec des bouts qui montrent 2, 3, 6 et 4, ni le 0-0, ni le 0-1, ni le 1-1 ne va : vous devez piocher.
rules-draw-caption = Dans la pioche face cachée, vous tirez le 0-5, qui ne va pas, puis le 1-6, qui va sur le 6 du bout du haut.
rules-drawn-play-caption = Vous devez le poser : le 1-6 sur le bout du haut porte le compte à 2 + 3 + 1 + 4 = 10, et vous marquez 10.
rules-hand-end-heading = La fin d’une manche
rules-domino = Le joueur qui pose son dernier domino fait domino : il gagne la manche et marque les points qui restent dans la main de l’adversaire, arrondis au multiple de cinq le plus proche (un reste de 1 ou 2 s’arrondit vers le bas, de 3 ou 4 vers le haut : de 0 à 2 points on ne marque rien, de 3 à 7 on marque 5, de 8 à 12 on marque 10, et ainsi de suite).
rules-bonus-caption = La prime de domino : vous posez votre dernier domino alors que votre adversaire a encore le 6-4 et le 3-1, soit 14 points, arrondis à 15. Vous marquez 15.
rules-blocked = Une manche est bloquée quand la pioche est vide et que personne n’a de domino qui va. Le joueur qui a le moins de points en main la gagne alors, et marque les points de la main de l’adversaire, arrondis de la même façon. Si les deux ont autant de points, personne ne marque.
rules-winning-heading = Gagner la partie
rules-winning = Le premier joueur à atteindre le score final gagne à cet instant, même au milieu d’une manche. Un coup qui à la fois marque et vide votre main ajoute d’abord ses propres points ; s’ils atteignent le score final, la partie s’arrête là et la prime de domino n’est pas ajoutée.
rules-clock = Avec une pendule, chaque joueur dispose des minutes par manche fixées par la table. Votre pendule ne tourne que pendant votre tour, pioche comprise, et repart de zéro au début de chaque manche. Si elle arrive à zéro, vous perdez la partie et la mise. Vous pouvez abandonner à tout moment ; abandonner fait aussi perdre la partie et la mise.
rules-partners-heading = Quatre joueurs : deux contre deux
rules-partners = All Fives se joue le plus souvent à quatre, en deux équipes. Les partenaires sont assis face à face, et le jeu tourne dans le sens des aiguilles d’une montre. Chaque joueur reçoit 5 dominos, et 8 restent dans la pioche. Les partenaires jouent pour un seul score : tout ce que l’un de vous deux marque revient à votre équipe, et la première équipe à atteindre le score final gagne. Vous ne pouvez ni montrer ni dire vos dominos à votre partenaire, et pendant qu’une manche se joue, les partenaires ne peuvent pas discuter dans le chat.
rules-seating-caption = Quatre à table : vous et votre partenaire êtes assis face à face, avec un adversaire de chaque côté. Le jeu tourne dans le sens des aiguilles d’une montre : vous, l’adversaire à votre gauche, votre partenaire, l’adversaire à votre droite.
rules-seat-you = Vous
rules-seat-opponent = Adversaire
rules-seat-partner = Partenaire
rules-clockwise = ↻ sens horaire
rules-partners-lead = La première manche est ouverte par celui qui a le plus gros double ; ensuite, le gagnant de chaque manche commence la suivante. Quand vous posez votre dernier domino, votre équipe marque les points qui restent dans les mains des deux adversaires, d’abord additionnés puis arrondis une seule fois. Les dominos de votre partenaire ne comptent pas.
rules-partners-bonus-caption = Vous faites domino alors que les adversaires ont le 2-1 et le 3-1 et que votre partenaire a le 6-6. Les 3 + 4 = 7 points des adversaires s’arrondissent une seule fois à 5 : votre équipe marque 5 (en arrondissant d’abord chaque main, on obtiendrait 10). Les 12 points de votre partenaire ne comptent pas.
rules-partners-blocked = Une manche bloquée revient à l’équipe qui a le moins de points dans ses deux mains réunies ; elle marque les points de l’autre équipe, arrondis une seule fois, et celui de ses joueurs qui a le moins de points commence la manche suivante. Si votre pendule tombe à zéro ou si vous abandonnez, votre équipe perd la partie.
rules-rule-book = Chaque détail que suit le programme est écrit dans le livre de règles fourni avec son code source, docs/rules.md ; les fiches de partie et les messages adressés aux joueurs-ordinateurs sont décrits dans docs/formats.md.
rules-history-heading = Un peu d’histoire
rules-history-dice = Les dominos descendent des dés. Chaque pièce des jeux chinois d’origine montre l’une des 21 façons dont deux dés peuvent tomber ; les dominos chinois n’ont donc pas de blancs, mais certaines pièces y figurent deux fois. D’après les historiens, un jeu chinois de 32 pièces existait dès l’an 1120.
rules-history-europe = Les dominos semblent avoir été inconnus en Europe jusqu’au XVIIIᵉ siècle, et leur forme moderne a peut-être été inventée en Italie. Les jeux occidentaux ajoutent le blanc, ce qui donne toutes les paires du 0-0 au 6-6 : les 28 dominos joués ici. Le nom viendrait des costumes de bal masqué appelés dominos, dont les trous pour les yeux rappelaient les pièces tachetées de points.
rules-history-oldest = Le plus ancien jeu connu aurait été découvert dans les ruines de Thèbes, dans la tombe de Toutânkhamon, roi d’Égypte de la XVIIIᵉ dynastie, au XIVᵉ siècle av. J.-C. ; il serait conservé au Caire. Depuis, petits et grands y jouent dans le monde entier, rois et présidents compris : Lyndon B. Johnson jouait avec des amis au Texas.
rules-back-to-lobby = Retour au salon
rules-sign-in-to-play = Se connecter pour jouer
tutorial-setting-up = Préparation de la table…
tutorial-title = Votre première partie
tutorial-partners-title = Jouer avec un partenaire
tutorial-progress = Étape { $step } sur { $total }
tutorial-partners-progress = En équipe : étape { $step } sur { $total }
tutorial-last-step = Dernière étape
tutorial-end-next-hand = { $say } Cliquez sur « Manche suivante » pour voir comment se compte une manche bloquée.
tutorial-next-partners = Ensuite : quatre joueurs, deux contre deux
tutorial-finish = Terminer
tutorial-done = Voilà tout le jeu : commencer, compter les bouts, marquer les multiples de 5, piocher quand on est bloqué, et vider sa main le premier. Le premier à atteindre le score final (ici { $target }) gagne.
tutorial-ready = Vous savez maintenant jouer.
tutorial-play-computer = Jouer contre l’ordinateur
tutorial-read-rules = Lire les règles
tutorial-leave = Quitter le tutoriel
tutorial-hint-reason = le coup qu’enseigne cette étape
tutorial-player-you = Vous
tutorial-player-tutor = Bot tuteur
tutorial-step-0 = Bienvenue ! Voici une vraie table, face à un ordinateur qui suit un scénario. Vous avez reçu 7 dominos chacun. Dans la première manche, c’est le plus gros double qui commence : vous avez le 5-5, posez-le donc : cliquez sur le 5-5, puis sur la table. Jouez le 5-5.
tutorial-step-1 = Vous avez commencé avec le 5-5, le plus gros double distribué. Le premier double posé est le spinner. Un 5-5 seul compte ses deux moitiés : 10, un multiple de 5, vous marquez donc 10.
tutorial-step-2 = L’ordinateur a accolé le 2-5 à gauche. Les bouts montrent maintenant 2 et les deux moitiés du spinner (10) : un compte de 12, qui n’est pas un multiple de 5, donc personne ne marque. Jouez maintenant le 3-5 sur le bout droit (celui en surbrillance).
tutorial-step-3 = Avec des dominos contre ses deux flancs, le spinner ne compte plus : le compte est le 2 de gauche plus le 3 de droite, soit 5. Vous marquez 5.
tutorial-step-4 = Les deux flancs du spinner sont pris, ses bouts du haut et du bas sont donc ouverts aussi. L’ordinateur a posé le 5-6 en haut : 2 + 3 + 6 = 11, rien n’est marqué. Jouez maintenant le 4-5 sur le bout du bas (celui en surbrillance).
tutorial-step-5 = Vous avez posé le 4-5 en bas : les bouts montrent 2, 3, 6 et 4, un compte de 15. Vous marquez 15.
tutorial-step-6 = L’ordinateur a posé le double 2-2 à gauche. Un double en bout compte ses deux moitiés, 4 : le compte est de 4 + 3 + 6 + 4 = 17. Jouez maintenant le 3-3 sur le bout droit (celui en surbrillance).
tutorial-step-7 = Votre double 3-3 à droite compte 6 : 4 + 6 + 6 + 4 = 20. Vous marquez 20.
tutorial-step-8 = L’ordinateur marque aussi : le 3-6 sur votre 3-3 laisse un 6 à droite, et 4 + 6 + 6 + 4 = 20. Jouez maintenant le 1-6 sur le bout du haut (celui en surbrillance).
tutorial-step-9 = Le 1-6 sur le bout du haut : 4 + 6 + 1 + 4 = 15. Vous marquez 15.
tutorial-step-10 = L’ordinateur n’avait aucun domino qui aille sur un bout, il a donc pioché jusqu’à en tirer un qui allait : le 1-3.
tutorial-step-11 = Il a posé en haut le 1-3 pioché : 4 + 6 + 3 + 4 = 17, rien n’est marqué. Jouez maintenant le 2-4 sur le bout du bas (celui en surbrillance).
tutorial-step-12 = Le 2-4 en bas : 4 + 6 + 3 + 2 = 15. Vous marquez 15.
tutorial-step-13 = L’ordinateur a posé le 0-3 en haut. Un bout qui montre 0 ne compte rien : 4 + 6 + 0 + 2 = 12. Cliquez sur la pioche pour piocher.
tutorial-step-14 = Votre 1-4 ne va sur aucun bout (2, 6, 0, 2), vous avez donc pioché : le 4-6 va, et un domino qui va doit être posé. Jouez maintenant le 4-6 sur le bout droit (celui en surbrillance).
tutorial-step-15 = Le 4-6 à droite : 4 + 4 + 0 + 2 = 10. Vous marquez 10.
tutorial-step-16 = L’ordinateur a posé le 0-0 en haut (le double blanc compte 0) : 4 + 4 + 0 + 2 = 10, il marque donc 10. Jouez maintenant le 1-4 sur le bout droit (celui en surbrillance).
tutorial-end = Domino ! Vous avez posé votre dernier domino. L’ordinateur a encore le 0-5 : 5 points, arrondis au multiple de 5 le plus proche, cela fait 5, et c’est vous qui les marquez.
tutorial-blocked = Quand la pioche est vide et que personne ne peut jouer, la manche est bloquée : celui qui a le moins de points en main la gagne et marque les points de l’autre main, arrondis de la même façon. Si vous avez 3 points et l’ordinateur 13, vous marquez 15. À points égaux, personne ne marque.
tutorial-partners-step-0 = Voici maintenant le même jeu à quatre, deux contre deux. Votre partenaire est assis en face de vous, en haut ; les joueurs à votre gauche et à votre droite forment une équipe contre vous deux. Chacun a 5 dominos, et tout ce que marque un joueur va au score de son équipe. Le jeu tourne dans le sens des aiguilles d’une montre : vous, Ada à votre gauche, Sam votre partenaire, Ivy à votre droite. Vous avez le plus gros double distribué, le 5-5 : commencez avec. Jouez le 5-5.
tutorial-partners-step-1 = Le 5-5 seul compte 10 : votre équipe marque 10. C’est à Ada, à votre gauche, de jouer.
tutorial-partners-step-2 = Ada a accolé le 4-5 à gauche : 4 + 10 = 14, rien n’est marqué. C’est au tour de Sam, votre partenaire.
tutorial-partners-step-3 = Sam, votre partenaire, a posé le 5-6 à droite. Ses deux flancs couverts, le spinner ne compte plus (ses bouts du haut et du bas comptent dès qu’un domino y est posé) : 4 + 6 = 10. Les points de Sam sont ceux de votre équipe : 10 de plus pour vous deux.
tutorial-partners-step-4 = Ivy a posé le 0-5 en bas : 4 + 6 + 0 = 10, et son équipe marque 10. Jouez maintenant le 1-6 sur le bout droit (celui en surbrillance).
tutorial-partners-step-5 = Le 1-6 à droite : 4 + 1 + 0 = 5. Votre équipe marque 5.
tutorial-partners-step-6 = Ada a posé le 1-4 à droite : 4 + 4 + 0 = 8, rien n’est marqué.
tutorial-partners-step-7 = Sam, votre partenaire, a posé le 0-2 en bas : 4 + 4 + 2 = 10. 10 pour votre équipe.
tutorial-partners-step-8 = Ivy a posé le double 4-4 à gauche, qui compte ses deux moitiés : 8 + 4 + 2 = 14, rien n’est marqué. Jouez maintenant le 2-3 sur le bout du bas (celui en surbrillance).
tutorial-partners-step-9 = Le 2-3 en bas : 8 + 4 + 3 = 15. Votre équipe marque 15.
tutorial-partners-step-10 = Ada a posé le 4-6 à gauche : 6 + 4 + 3 = 13, rien n’est marqué.
tutorial-partners-step-11 = Sam, votre partenaire, a posé le 3-5 en bas : 6 + 4 + 5 = 15. 15 pour votre équipe.
tutorial-partners-step-12 = Ivy a posé le 2-5 en bas : 6 + 4 + 2 = 12. Jouez maintenant le 0-6 sur le bout gauche (celui en surbrillance).
tutorial-partners-step-13 = Le 0-6 à gauche laisse un blanc, qui ne compte rien : 0 + 4 + 2 = 6.
tutorial-partners-step-14 = Ada a ouvert le bout du haut avec le 1-5 : 0 + 4 + 1 + 2 = 7.
tutorial-partners-step-15 = Sam, votre partenaire, a posé le 2-4 à droite : 0 + 2 + 1 + 2 = 5. 5 pour votre équipe.
tutorial-partners-step-16 = Ivy a posé le 2-6 en bas : 0 + 2 + 1 + 6 = 9. Jouez maintenant le 1-3 sur le bout du haut (celui en surbrillance).
tutorial-partners-end = Domino ! Vous avez posé votre dernier domino, et votre équipe marque ce que les deux adversaires ont encore, additionné puis arrondi une seule fois : le 1-1 d’Ada (2 points) et le 3-3 d’Ivy (6 points) font 8, arrondis à 10. Le 0-0 de Sam appartient à votre propre équipe, il ne compte donc pas.

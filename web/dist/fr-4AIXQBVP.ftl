language-label = Langue
loading = Chargement…
nav-tournaments = Tournois
nav-leaderboard = Classement
nav-how-to-play = Comment jouer
brand = All Fives
error-other = Le salon a refusé cela ({ $code }).
error-unreachable-room = Le salon est injoignable. Vérifiez votre connexion et réessayez.
error-bad_message = Le salon n’a pas compris ce message.
error-bad_move = Ce n’est pas un coup.
error-bad_seed = Cette graine a été refusée : elle compte de 1 à 64 lettres, chiffres, - ou _.
error-no_table = Cette table n’existe pas (ou elle est privée).
error-rate_limited = Trop de messages à la fois ; ralentissez un instant.
error-bad_chat = Ce message ne peut pas être envoyé : il est vide, trop long ou contient des caractères de contrôle.
error-full = Les places de cette table sont prises.
error-not_seated = Vous n’avez pas de place à cette table.
error-already_seated = Vous avez déjà une place à cette table.
error-watching = Vous regardez cette table ; les spectateurs ne peuvent pas jouer.
error-not_started = La partie n’a pas commencé.
error-started = La partie a commencé.
error-over = La partie est terminée.
error-not_over = La partie n’est pas terminée.
error-hand_not_over = La manche n’est pas terminée.
error-not_your_turn = Ce n’est pas votre tour.
error-stale = La table a avancé ; elle montre maintenant où en est la partie.
error-illegal = Les règles n’autorisent pas ce coup maintenant.
error-picking = Les dominos sont encore en train d’être choisis.
error-not_picking = Il n’y a pas de dominos à choisir maintenant.
error-chips = Vous n’avez pas assez de jetons pour cette mise.
error-host_chips = L’hôte n’a plus les jetons pour cette mise.
error-guest_only = Les invités jouent seulement contre l’ordinateur : inscrivez-vous pour jouer contre des personnes.
error-closed = Cette table est fermée.
error-host_left = L’hôte a quitté la table.
error-no_hints = Les indices sont réservés aux parties contre l’ordinateur sans mise.
error-no_undo = Annuler n’est possible que dans les parties contre l’ordinateur sans mise ni pendule.
error-nothing_to_undo = Vous n’avez aucun coup à reprendre dans cette manche.
error-undo_hand_over = La manche est terminée : ses coups restent.
error-tournament_game = Une partie de tournoi n’a pas de revanche : le tournoi ouvre la suivante.
error-bad_settings = Une table ne peut pas avoir ces réglages.
error-not_saved = Le salon n’a pas pu enregistrer cela ; rien n’a changé. Réessayez.
error-unreachable = Le serveur de la table est injoignable ; rien n’a changé. Réessayez.
error-guest_chat = Les invités lisent le chat mais n’y écrivent pas : inscrivez-vous pour discuter.
error-not_in_room = Ouvrez la table pour discuter avec ses joueurs.
error-no_player = Aucun joueur ne porte ce nom.
error-mute_self = Vous ne pouvez pas vous masquer vous-même.
error-no_message = Ce message du chat n’existe pas.
error-partners_chat = Les partenaires ne se parlent pas pendant qu’une manche se joue ; le chat rouvre quand elle se termine.
app-title = Dominos All Fives
app-offline-not-kept = Le salon est injoignable, et le jeu hors ligne n’est pas encore conservé dans ce navigateur : il l’est à partir de votre deuxième visite, ou dès que vous avez ouvert « Jouer hors ligne ».
app-offline-not-loaded = Les pages hors ligne n’ont pas pu être chargées.
app-your-offline-games = Vos parties hors ligne
app-back-to-lobby = Retour au salon
app-sign-in-to-play = Connectez-vous pour jouer
app-the-room = Le salon
app-room-unreachable = Le salon est injoignable : pas de réseau, ou le salon est indisponible. Vous pouvez quand même jouer contre l’ordinateur hors ligne.
app-tournament-game-started = { $tournament }, ronde { $round } : votre partie contre { $opponent } a commencé, et votre pendule tourne pendant votre tour.
session-sign-in = Se connecter
session-guest = invité
session-chips-title = Argent fictif : les jetons ne s’achètent pas et ne s’échangent pas contre de l’argent
session-chips = { $count ->
    [one] { $count } jeton
   *[other] { $count } jetons
}
session-register = S’inscrire
session-register-title = Inscrivez-vous (ou connectez-vous) pour garder vos parties
session-sign-out = Se déconnecter
error-bad_request = Le salon n’a pas pu lire cette requête.
error-signed_out = Connectez-vous ou jouez en invité d’abord.
error-forbidden = Ce n’est pas à vous de faire cela.
error-not_found = Cela n’existe pas ici.
error-conflict = Cela ne peut pas se faire maintenant.
error-too_large = C’est trop volumineux pour être envoyé.
error-throttled = { $seconds ->
    [one] Trop de tentatives ; réessayez dans { $seconds } seconde.
   *[other] Trop de tentatives ; réessayez dans { $seconds } secondes.
}
error-busy = Le salon est occupé ; réessayez dans un instant.
error-late = Le salon a répondu trop tard ; rien n’a changé. Réessayez.
error-server = Un problème est survenu dans le salon ; rien n’a changé. Réessayez.
error-database = Le salon n’a pas pu joindre sa base de données ; rien n’a changé. Réessayez.
error-damaged = Un enregistrement conservé est endommagé.
error-moved = La table est passée sur un autre serveur ; réessayez.
error-name_taken = Le nom { $name } est déjà pris.
error-wrong_password = Nom ou mot de passe incorrect.
error-name_length = Un nom compte de 3 à 20 caractères.
error-name_letters = Un nom ne contient que des lettres, des chiffres, « _ » et « - ».
error-name_guest = Les noms commençant par « guest » sont réservés aux invités.
error-password_length = Un mot de passe compte de 8 à 128 caractères.
error-avatar = Choisissez une des images.
error-invite_self = Vous ne pouvez pas vous inviter vous-même.
error-invitee_guest = { $name } joue en invité : les invités jouent seulement contre l’ordinateur.
error-not_your_table = Cette table n’est pas la vôtre.
error-not_waiting = Cette table n’attend pas d’adversaire.
error-no_invitation = Cette invitation n’attend plus de réponse.
error-invitee_computer = { $name } est l’ordinateur : il ne joue qu’en tournoi.
error-host_away = L’hôte n’est pas dans le salon en ce moment ; choisissez une autre table.
error-no_hint = Aucun indice n’a été trouvé ; réessayez.
error-no_socket = Ouvrez d’abord une page du salon : c’est là qu’on vous annonce votre adversaire.
error-not_looking = Vous ne cherchez pas d’adversaire.
error-pairing_full = Trop de joueurs attendent ; réessayez bientôt.
error-closing = Le salon ferme.
error-paired = Terminez d’abord la partie qui vous a été attribuée (table { $table }).
error-no_tournament = Ce tournoi n’existe pas.
error-not_creator = Seule la personne qui a créé le tournoi peut l’annuler.
error-tournament_started = Le tournoi a commencé ou est terminé : il ne peut plus être annulé.
error-entries_closed = Les inscriptions sont closes : le tournoi a commencé ou est terminé.
error-tournament_full = Le tournoi est complet.
error-already_entered = Vous êtes déjà inscrit.
error-not_entered = Vous n’êtes pas inscrit.
error-no_teams = Ce tournoi ne se joue pas par équipes : inscrivez-vous sans partenaire.
error-bad_partner = Un partenaire est un autre joueur du salon qui s’est inscrit (pas un invité).
error-entry_fee = { $fee ->
    [one] Les frais d’inscription sont de { $fee } jeton, plus que ce que vous avez.
   *[other] Les frais d’inscription sont de { $fee } jetons, plus que ce que vous avez.
}
error-no_game = Cette partie n’existe pas.
error-no_deal = Cette partie s’est terminée avant sa première donne.
error-bad_language = Le salon ne parle pas cette langue.
error-engine = Le moteur hors ligne a échoué ; rien n’a changé.
error-no_seat = Cette partie n’a pas cette place.
error-which_seat = Dites de qui analyser les coups.
hint-draw = aucun de vos dominos ne va : piochez
hint-pass = rien ne va et la pioche est vide : passez
hint-only = votre seul coup possible
hint-scores = { $points ->
    [one] marque { $points } point maintenant
   *[other] marque { $points } points maintenant
}
hint-blocks = bloque : votre adversaire a montré ne pas avoir de { $suits }
hint-safe = ne laisse à votre adversaire rien à marquer en retour
hint-sheds = { $pips ->
    [one] se débarrasse du domino lourd { $tile } ({ $pips } point)
   *[other] se débarrasse du domino lourd { $tile } ({ $pips } points)
}
hint-keeps = garde vos dominos avec un { $suit } pour plus tard
hint-search = la meilleure chance selon la recherche pour le reste de la manche
error-bad_record = Cette fiche de partie ne peut pas être lue.
error-method = Le salon n’accepte pas cette requête à cet endroit.
error-media_type = Le salon n’accepte que du JSON.
level-random = Aléatoire
level-omniscient = Omniscient
computer-name = { $level } (ordinateur)
computer-initials = IA
computer-picture = L’ordinateur
computer-player = { $level } { $number } (ordinateur)
error-tournament_name = Le nom d’un tournoi compte de 1 à { $max } caractères.
error-best_of = Un match à élimination directe se joue en 1 ou 3 parties gagnantes.
error-rounds = Un tournoi suisse ou en duplicate compte de 1 à { $max } rondes.
error-deals = Une ronde de duplicate compte de 1 à { $max } donnes.
error-players = Un tournoi accueille de 2 à { $max } joueurs.
error-min_above_max = Le minimum de joueurs ({ $min }) dépasse le maximum ({ $max }).
error-fewer_than_paid = La répartition des prix paie { $places } places : le minimum de joueurs doit être d’au moins { $places }.
error-too_many_rounds = { $rounds } rondes demandent au moins { $players } joueurs (personne ne rencontre deux fois le même adversaire).
error-split = La répartition des prix compte de 1 à 8 pourcentages entiers, chacun d’au moins 1, pour un total de 100.
error-fee = Le droit d’entrée va de 0 à { $max } jetons.
error-starts_at = Le début est une heure entre maintenant et dans 30 jours.
error-computers = Au plus { $max } joueurs ordinateur : une place au moins revient à une personne.
error-computer_level = Le niveau d’un joueur ordinateur est Débutant, Facile, Moyen, Difficile ou Expert.
error-fill_after = L’ordinateur prend les places libres de { $min } à { $max } secondes après la création du tournoi.
error-fill_sit_and_go = L’ordinateur ne complète qu’un tournoi qui commence quand il est plein.
error-duplicate_teams = Les équipes de deux jouent des tournois à élimination directe ou suisses.
level-beginner = Débutant
level-easy = Facile
level-medium = Moyen
level-hard = Difficile
level-expert = Expert
lobby-back-to-game = Revenir à votre partie contre { $name }
lobby-your-open-table = Votre table ouverte, en attente d’un joueur
lobby-register-to-play = Inscrivez-vous pour jouer contre des personnes
lobby-open-table = Ouvrir une table
lobby-no-open-tables = Aucune table ouverte pour l’instant.
lobby-no-live-games = Aucune partie en cours.
lobby-my-games = Vos parties en cours
lobby-tutorial-title = Vous découvrez All Fives ?
lobby-tutorial-text = Jouez une courte partie guidée : l’entame, le spinner, le compte des bouts, les points, la pioche et le bonus de domino, une étape à la fois.
lobby-tutorial-start = Commencer la partie guidée
lobby-sort-by = Trier par
lobby-offline-note = { $link } : l’ordinateur dans cette page, sans réseau (partie non classée, sans jetons).
lobby-play-person = Jouer contre une personne
lobby-open-tables = Tables ouvertes
lobby-watch-game = Regarder une partie
lobby-guest-note = Les invités jouent contre l’ordinateur pour le plaisir. { $register } et pour jouer contre des personnes, miser des jetons et obtenir un classement.
lobby-chips-note = Les jetons sont de l’argent fictif : vous commencez avec 1 000 et, si vous n’en avez plus, vous êtes réapprovisionné jusqu’à 200 une fois par jour. Ils ne s’achètent pas et ne s’encaissent pas.
lobby-how-to-play = Comment jouer
lobby-leaderboard = Classement
lobby-tournaments = Tournois
lobby-my-games-rating = Mes parties et mon classement
lobby-table-four = quatre joueurs, deux contre deux
lobby-table-seats-free = { $count ->
    [one] { $count } place libre
   *[other] { $count } places libres
}
lobby-table-minutes = { $minutes } min
lobby-join = Rejoindre
lobby-sides = { $a } contre { $b }
lobby-sides-four = { $a } et { $b } contre { $c } et { $d }
lobby-your-game = Votre partie
lobby-watch = Regarder
lobby-sort-newest = Plus récentes
lobby-sort-wager = Mise
lobby-sort-rating = Classement de l’hôte
lobby-online-looking = Chargement…
lobby-online-title = Dans le salon
lobby-online-count = { $count } en ligne
lobby-online-live = { $count ->
    [one] { $count } partie en cours
   *[other] { $count } parties en cours
}
lobby-online-live-private = { $count ->
    [one] { $count } partie en cours ({ $hidden ->
        [one] { $hidden } privée
       *[other] { $hidden } privées
    })
   *[other] { $count } parties en cours ({ $hidden ->
        [one] { $hidden } privée
       *[other] { $hidden } privées
    })
}
lobby-online-unrated = non classé
lobby-online-failed = Impossible de voir qui est en ligne.
form-draw = Dominos de départ
form-tiles = { $count ->
    [one] { $count } domino
   *[other] { $count } dominos
}
form-target = Score final
form-seat-person = Une personne
form-four-legend = Deux contre deux : vous et votre partenaire
form-seat-partner = Partenaire (en face)
form-seat-left = Gauche
form-seat-right = Droite
form-wager = Mise (jetons)
form-four-note = Cinq dominos de départ chacun. Une place pour une personne attend dans le salon jusqu’à ce que quelqu’un la prenne ; une mise seulement quand les quatre sont des personnes.
form-opponent = Adversaire
form-play-computer = Jouer contre l’ordinateur
form-players = Joueurs
form-players-four = 4 : deux contre deux
form-minutes = Minutes par manche
form-no-clock = Sans pendule (entraînement, avec annulation)
form-open-four = Ouvrir la table à quatre
form-play-four = Jouer la table à quatre
form-private = Privée : non listée, pour un ami qui a le lien
form-watchers-apart = Cacher aux joueurs le chat des spectateurs
form-summary-draw = { $draw } dominos de départ
form-summary-target = en { $target } points
form-summary-no-clock = sans pendule
form-summary-minutes = { $minutes } min par manche
form-summary-wager = mise { $wager }
pairing-paired = Votre adversaire : { $name }.
pairing-wager-from = Mise de
pairing-wager-to = à
pairing-offer-after = Proposer l’ordinateur après
pairing-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
pairing-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
pairing-play-now = Jouer maintenant contre une personne
pairing-cancel = Annuler
pairing-stopped = Vous avez arrêté de chercher.
pairing-not-looking = Vous ne cherchez pas d’adversaire en ce moment.
pairing-looking = Recherche d’un adversaire…
pairing-looking-elsewhere = Recherche d’un adversaire (depuis un autre onglet)…
pairing-nobody-yet = Personne pour l’instant.
pairing-computer-instead = Jouer plutôt contre l’ordinateur
pairing-intro = Cochez chaque réglage que vous acceptez : vous serez associé à un joueur en attente de classement proche, à la plus petite mise que vous acceptez tous les deux.
signin-title = Dominos All Fives
signin-intro = Marquez des points à chaque coup où les bouts ouverts totalisent un multiple de cinq. Le premier à atteindre le score final gagne.
signin-guest = Jouer en invité
signin-offline-note = Ou { $link } : sans compte, sans réseau.
signin-offline-link = jouez contre l’ordinateur hors ligne
signin-or-sign-in = Ou connectez-vous
signin-name = Nom
signin-password = Mot de passe
signin-picture-new = Image (nouveaux joueurs)
signin-picture = Image
signin-sign-in = Se connecter
signin-register = S’inscrire
signin-read-note = Pas besoin de vous connecter pour lire { $rules }, jouer { $tutorial } ou voir le { $leaderboard }.
signin-rules-link = comment jouer
signin-tutorial-link = une première partie guidée
signin-leaderboard-link = classement
signin-keep-games = Inscrivez-vous pour garder vos parties
signin-keep-games-text = Choisissez un nom et un mot de passe : vous restez le même joueur, avec vos parties et toute partie en cours. Les joueurs inscrits reçoivent 1 000 jetons, un classement, et peuvent jouer contre des personnes.
signin-already-registered = Déjà inscrit ? { $signin }
signin-avatar-fox = renard
signin-avatar-owl = hibou
signin-avatar-cat = chat
signin-avatar-bear = ours
signin-avatar-frog = grenouille
signin-avatar-whale = baleine
signin-avatar-tiger = tigre
signin-avatar-panda = panda
banner-started = { $name } a rejoint votre table : la partie a commencé, et votre pendule tourne pendant votre tour.
banner-go-to-table = Aller à la table
banner-close = Fermer
banner-invited = { $name } vous invite à une table : { $settings }.
banner-accept = Accepter
banner-decline = Refuser
banner-declined = { $name } a décliné votre invitation.
banner-tournament-over = { $name } est terminé : les prix sont versés.
banner-tournament-cancelled = { $name } a été annulé faute de joueurs : vos frais d’inscription vous sont rendus.
banner-see-results = Voir les résultats
navigation-leave-confirm = Quitter cette partie ? Elle continue sans vous : votre pendule tourne pendant votre tour et, si elle tombe, vous perdez la partie et la mise.
offline-record-check = Chacun peut vérifier les donnes et chaque coup de l’ordinateur avec { $command }.
offline-play = Jouer hors ligne
offline-game-line = { $game } contre { $level }, en { $target } points : { $standing }
table-lobby = Salon
table-opening = Ouverture de la table…
table-you = Vous
table-opponent = Adversaire
table-name-at-seat = { $name } (place { $seat })
table-seat = Place { $seat }
table-name-at-place = { $place ->
    [left] { $name } (gauche)
    [partner] { $name } (partenaire)
   *[right] { $name } (droite)
}
table-place = { $place ->
    [left] Gauche
    [partner] Partenaire
   *[right] Droite
}
table-names-and = { $first } et { $second }
table-a-player = un joueur
table-team-yours = Vous et { $partner }
table-team = { $first } et { $second }
table-team-score = { $team } : { $score }
table-player-score = { $name } { $score }
table-team-points = { $team } +{ $points }
table-end-tie = Manche bloquée : égalité, personne ne marque
table-end-you-domino-team = Vous faites domino : { $team } +{ $points }
table-end-domino-team = { $name } fait domino : { $team } +{ $points }
table-end-blocked-your-team = Manche bloquée : vous et { $partner } avez moins de points en main : +{ $points }
table-end-blocked-team = Manche bloquée : { $team } ont moins de points en main : +{ $points }
table-end-target-your-team = Vous et { $partner } atteignez { $target }
table-end-target-team = { $team } atteignent { $target }
table-end-you-domino = Vous faites domino : +{ $points }
table-end-domino = { $name } fait domino : +{ $points }
table-end-blocked-you = Manche bloquée : vous avez moins de points en main : +{ $points }
table-end-blocked = Manche bloquée : { $name } a moins de points en main : +{ $points }
table-end-target-you = Vous atteignez { $target }
table-end-target = { $name } atteint { $target }
table-result-abandoned = Partie abandonnée : la mise est rendue
table-result-team-wins = { $how ->
    [time] { $team } gagnent au temps
    [resign] { $team } gagnent par abandon
   *[other] { $team } gagnent
}
table-result-your-team-wins = { $how ->
    [time] Vous gagnez au temps : { $team }
    [resign] Vous gagnez par abandon : { $team }
   *[other] Vous gagnez : { $team }
}
table-result-your-team-loses = { $how ->
    [time] Vous perdez au temps : { $team } gagnent
    [resign] Vous perdez par abandon : { $team } gagnent
   *[other] Vous perdez : { $team } gagnent
}
table-result-you-win = { $how ->
    [time] Vous gagnez au temps
    [resign] Vous gagnez par abandon
   *[other] Vous gagnez
}
table-result-wins = { $how ->
    [time] { $name } gagne au temps
    [resign] { $name } gagne par abandon
   *[other] { $name } gagne
}
table-stake-won = { $count ->
    [one] vous gagnez { $count } jeton
   *[other] vous gagnez { $count } jetons
}
table-stake-lost = { $count ->
    [one] vous perdez { $count } jeton
   *[other] vous perdez { $count } jetons
}
table-told-other = { $name } : { $action }
table-told-you-led = Vous avez ouvert avec { $tile }
table-told-led = { $name } a ouvert avec { $tile }
table-told-you-played = Vous avez posé { $tile } { $end ->
        [L] à gauche
        [R] à droite
        [U] en haut
       *[D] en bas
    }
table-told-played = { $name } a posé { $tile } { $end ->
        [L] à gauche
        [R] à droite
        [U] en haut
       *[D] en bas
    }
table-told-you-drew-tile = Vous avez pioché { $tile }
table-told-drew-tile = { $name } a pioché { $tile }
table-told-you-drew = Vous avez pioché un domino
table-told-drew = { $name } a pioché un domino
table-told-you-passed = Vous avez passé
table-told-passed = { $name } a passé
table-news-moves = { $moves }. Compte : { $total }.
table-news-your-team-scores = Vous et { $partner } marquez { $points }.
table-news-team-scores = { $team } marquent { $points }.
table-news-you-score = Vous marquez { $points }.
table-news-scores = { $name } marque { $points }.
table-news-gone = { $count ->
    [one] { $names } a quitté la table.
   *[other] { $names } ont quitté la table.
}
table-news-back = { $count ->
    [one] { $names } est de retour.
   *[other] { $names } sont de retour.
}
table-news-hand-over = Fin de la manche. { $title }. { $scores }.
table-news-game-over = Fin de la partie. { $title }. { $scores }.
table-news-all-seated = Toutes les places sont prises : la partie commence.
table-news-joined = { $name } a rejoint la table : la partie commence.
table-news-your-turn-draw = À vous : aucun domino ne va, piochez.
table-news-your-turn = À vous.
table-prompt-host-waits-players = { $name } attend des joueurs
table-prompt-host-waits-opponent = { $name } attend un adversaire
table-prompt-waiting-player = En attente d’un joueur…
table-prompt-waiting-second = En attente d’un deuxième joueur…
table-prompt-hand-over = Fin de la manche : { $title }
table-prompt-picking = Les dominos sont en train d’être choisis
table-prompt-to-play = À { $name } de jouer
table-prompt-others-pick = En attente du choix des autres
table-prompt-waiting-pick = En attente du choix de { $name }
table-prompt-pick = { $count ->
    [one] Choisissez { $count } domino dans la pioche
   *[other] Choisissez { $count } dominos dans la pioche
}
table-prompt-pick-more = { $count ->
    [one] Choisissez encore { $count } domino dans la pioche
   *[other] Choisissez encore { $count } dominos dans la pioche
}
table-prompt-draw = Aucun domino ne va : piochez
table-prompt-your-turn = À vous de jouer
table-prompt-waiting-for = En attente de { $name }
table-terms-target = Partie en { $target } points
table-terms-wager = { $count ->
    [one] mise de { $count } jeton
   *[other] mise de { $count } jetons
}
table-terms-no-wager = sans mise
table-terms-minutes = { $count } min par manche
table-terms-offline = hors ligne, non classée
table-tournament-game = Partie de tournoi · ronde { $round }
table-tournament-match-game = Partie de tournoi · ronde { $round }, partie { $game } du match
table-lit-end = Poser { $tile } sur le bout { $end ->
        [L] gauche
        [R] droit
        [U] du haut
       *[D] du bas
    }
table-lit-end-showing = Poser { $tile } sur le bout { $end ->
        [L] gauche
        [R] droit
        [U] du haut
       *[D] du bas
    }, qui montre { $pips }
table-lit-lead = Ouvrir avec { $tile }
table-boneyard-pick = Choisir ce domino
table-boneyard-draw = Piocher ce domino
table-boneyard-tile = Domino de la pioche
table-boneyard-label = { $count ->
    [one] Pioche, { $count } domino
   *[other] Pioche, { $count } dominos
}
table-pick-for-me = Choisir pour moi ({ $picked }/{ $of })
table-layout-label = Dominos posés, compte { $total }
table-count-label = compte
table-count = Compte { $total }
table-your-tiles = Vos dominos
table-tile-playable = { $tile }, jouable
table-label = Table
table-four-label = Table de quatre
table-opponent-has-tiles = { $count ->
    [one] L’adversaire a { $count } domino
   *[other] L’adversaire a { $count } dominos
}
table-has-tiles = { $count ->
    [one] { $name } a { $count } domino
   *[other] { $name } a { $count } dominos
}
table-waiting-for-player = En attente d’un joueur…
table-role-partner = partenaire
table-turn-mark-yours = à vous
table-turn-mark = à son tour
table-away = absent
table-away-title = Pas à la table : aucune de ses fenêtres ne l’a ouverte
table-team-score-label = { $name } : score de l’équipe
table-score-label = Score de { $name }
table-score-label-unnamed = Score du joueur
table-clock-label = Pendule de { $name }
table-clock-label-yours = Votre pendule
table-clock-label-unnamed = Pendule du joueur
table-watchers = { $count ->
    [one] { $count } spectateur
   *[other] { $count } spectateurs
}
table-watchers-title = Personnes qui regardent cette partie, avec deux coups de retard
table-watching-note = Vous regardez : la partie est montrée avec deux coups de retard, et les dominos de chacun seulement à la fin de chaque manche.
table-take-seat-note = Cette table attend un adversaire : prenez la place pour jouer.
table-take-seat = Prendre la place
table-waiting-note = Vous pouvez visiter d’autres pages en attendant : quand quelqu’un rejoint la table, une bannière sur n’importe quelle page vous ramène ici. Sans aucune page du site ouverte, la table n’est proposée à personne.
table-share-note = Une table privée : envoyez ce lien à un ami. La personne qui l’ouvre prend la place.
table-copy-link = Copier le lien
table-cancel = Annuler la table
table-auto-draw = Pioche automatique
table-always-auto-draw = Toujours piocher automatiquement
table-hint = Indice
table-hint-title = Le coup que jouerait Expert bot (H)
table-undo = Annuler
table-undo-title = Reprendre votre dernier coup (U ou Ctrl+Z)
table-undone = Votre dernier coup a été repris.
table-sort = Trier les dominos
table-resign = Abandonner
table-resign-confirm = Abandonner cette partie ? Vous la perdez.
table-resign-confirm-wager = Abandonner cette partie ? Vous perdez la partie et la mise.
table-hint-play = Indice : { $tile } sur le bout { $end ->
        [L] gauche
        [R] droit
        [U] du haut
       *[D] du bas
    } — { $reason }
table-hint-lead = Indice : ouvrez avec { $tile } — { $reason }
table-hint-draw = Indice : piochez — { $reason }
table-hint-pass = Indice : passez — { $reason }
table-hint-other = Indice : { $move } — { $reason }
table-hint-announce = Indice : { $move }, { $reason }.
table-row-pips-left = { $count ->
    [one] { $name } : { $count } point en main
   *[other] { $name } : { $count } points en main
}
table-row-no-tiles = { $name } : plus aucun domino
table-row-holds = { $name } a { $tiles }
table-row-holds-nothing = { $name } n’a plus rien
table-row-holds-yours = Vous avez { $tiles }
table-row-holds-nothing-yours = Vous n’avez plus rien
table-this-hand = Cette manche : { $summary }
table-last-hand = Dernière manche : { $summary }
table-final-scores = Scores finaux : { $scores }
table-next-hand = Manche suivante
table-verify = Vérifier cette manche
table-your-seed = Votre graine : { $seed }
table-change-seed = Changer
table-seed-prompt = Votre graine pour les prochaines manches
table-seed-saved = Enregistrée.
table-rematch = Revanche
table-rematch-offered = Revanche proposée
table-rematch-accept = Accepter la revanche
table-rematch-play = Jouer la revanche
table-back-to-tournament = Retour au tournoi
table-watch-replay = Voir la relecture
table-review-yours = Analyser vos coups
table-review-player = Analyser les coups de { $name }
table-review-seat = Analyser les coups de la place { $seat }
table-download-record = Télécharger la fiche de partie
table-record = La fiche de partie
table-check-computer = Vérifier les coups de l’ordinateur
table-check-computer-text = L’ordinateur n’a joué qu’avec ce qu’il pouvait voir. Téléchargez la fiche de partie et lancez { $command } : la commande rejoue chaque coup de l’ordinateur depuis sa seule place et vérifie que chacun est le coup que joue le bot publié.
chat-watching = (spectateur)
chat-mute = Masquer
chat-report = Signaler
chat-muted = { $name } est masqué (sa page permet de l’afficher à nouveau).
chat-muted-state = Vous avez masqué ses messages.
chat-unmute = Ne plus masquer
chat-mute-their-chat = Masquer ses messages
chat-partners = Les partenaires ne peuvent pas se parler pendant qu’une manche se joue ; le chat rouvre entre les manches.
chat-placeholder = Écrivez quelque chose
chat-placeholder-hushed = Les partenaires ne peuvent pas se parler pendant qu’une manche se joue
chat-reported = Signalé aux modérateurs. Merci.
chat-message = Message
chat-send = Envoyer
chat-lobby = Chat du salon
chat-table = Chat de la table
chat-guest-note = Les invités peuvent lire le chat ; inscrivez-vous pour écrire.
sound-on = Son activé
sound-off = Son coupé
sound-turn-off = Couper les sons
sound-turn-on = Activer les sons
pages-player = Joueur
pages-when = Quand
pages-opponent = Adversaire
pages-result = Résultat
pages-score = Score
pages-wager = Mise
pages-speed-slow = Lente
pages-speed-normal = Normale
pages-speed-fast = Rapide
pages-speed-fastest = Très rapide
pages-caption-domino = { $winner } fait domino et marque { $points } (points en main : { $pips } et { $otherPips }).
pages-caption-block = { $winner } remporte la manche bloquée et marque { $points } (points en main : { $pips } et { $otherPips }).
pages-replay-settings = { $draw } dominos par joueur, en { $target } points.
pages-replay-settings-wager =
    { $draw } dominos par joueur, en { $target } points, mise de { $wager ->
        [one] { $wager } jeton
       *[other] { $wager } jetons
    }.
review-mark-fine = Correct
review-mark-inaccuracy = Imprécision
review-mark-mistake = Erreur
review-mark-blunder = Gaffe
review-hand = Manche
review-move = Coup
review-played = Joué
review-better = Mieux
review-lost = Perdu
fairness-hand-not-over = la manche n’est pas terminée
fairness-seed-not-revealed = la graine du serveur n’est pas révélée
fairness-seed-mismatch = le hachage de la graine du serveur est { $hash }, et non l’engagement { $commitment }
fairness-counter-mismatch = le compteur de manches est { $counter }, mais c’est la manche { $hand }
fairness-hands-not-revealed = les mains ne sont pas révélées : il en faut { $count }
fairness-client-seeds-missing = il manque les graines des joueurs
fairness-computer-seed = la place { $seat } de l’ordinateur a ajouté la graine { $seed }, alors qu’elle ne doit en ajouter aucune
fairness-empty-boneyard = action { $action } : on a pioché alors que la pioche était vide
fairness-wrong-draw = action { $action } : vous avez pioché { $drawn }, mais le domino suivant de l’ordre est { $next }
fairness-not-dealt = action { $action } : la place { $seat } a joué { $tile }, que les graines ne lui ont pas donné
fairness-ends-with =
    la place { $seat } finit { $leftCount ->
        [0] sans aucun domino
       *[other] avec { $left }
    }, mais d’après les graines { $keptCount ->
        [0] il ne lui reste aucun domino
       *[other] il lui reste { $kept }
    }
fairness-fair = Donne équitable : les graines correspondent à l’engagement et donnent cette donne et chaque pioche (clé { $key }…).
fairness-seed-too-long =
    une graine fait au plus { $count ->
        [one] { $count } octet
       *[other] { $count } octets
    }
fairness-seed-control-characters = une graine ne peut pas contenir de caractères de contrôle
tournaments-registering = Inscriptions ouvertes
tournaments-running = En cours
tournaments-finished = Terminé
tournaments-cancelled = Annulé
tournaments-entry = Inscription
tournaments-pool = Cagnotte
tournaments-rounds-duplicate = Rondes (duplicate)
tournaments-knockout-rules-best-of-3 = Élimination directe, têtes de série selon le classement : perdez un match et vous êtes éliminé. Un match se joue au meilleur de 3 parties, les joueurs changeant de place à chaque partie. Si le nombre de participants n’est pas une puissance de deux, les meilleures têtes de série commencent par une exemption.
tournaments-knockout-rules-one-game = Élimination directe, têtes de série selon le classement : perdez un match et vous êtes éliminé. Un match se joue en une seule partie. Si le nombre de participants n’est pas une puissance de deux, les meilleures têtes de série commencent par une exemption.
tournaments-bracket = Tableau
tournaments-rounds = Rondes
tournaments-verify = Chacun peut vérifier que toutes les tables de cette ronde ont reçu les mêmes donnes : enregistrez les données du tournoi et la fiche de chaque partie (depuis sa rediffusion), puis lancez { $command }.
rules-learn-by-playing = Apprenez en jouant : { $link } contre un ordinateur qui suit un scénario, une étape après l’autre.
rules-end-left = gauche
rules-end-right = droite
rules-end-up = haut
rules-end-down = bas
tutorial-computer-thinking = { $say } L’ordinateur réfléchit…
tutorial-next-player-thinking = { $say } Le joueur suivant réfléchit…

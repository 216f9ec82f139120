### As palavras do salão em português do Brasil, conferidas com o catálogo em inglês
### (tests/browser/i18n.test.js falha se faltar uma mensagem que o inglês tem).
### Sintaxe do Fluent: https://projectfluent.org/fluent/guide/
### Os ids das mensagens estão em inglês e não mudam; `{ $name }` é um valor que a página coloca.
### Os números escolhem a forma do plural: { $count -> [one] { $count } pedra *[other] { $count } pedras }
### (no CLDR, o 0 fica em `one`).
### Palavras: salão (the room, lobby), pedra (tile), monte (boneyard), comprar (draw), mão (hand),
### partida (game), fichas (chips), aposta (wager), relógio (clock).
### Carroça (double): a palavra dos jogadores no Brasil; "dupla" seria lida como uma dupla de jogadores.
### Bater (go out, "Domino!"): "Bati!". Spinner: fica em inglês, como no jogo (a primeira carroça, jogada pelos quatro lados).
### O jogador é tratado por "você".

## The shell: the header, the language switcher, loading

language-label = Idioma
loading = Carregando…
nav-tournaments = Torneios
nav-leaderboard = Ranking
nav-how-to-play = Como jogar
brand = All Fives

## Refusals from the room, by the code it sends (docs/protocol.md): a
## person reads these, never the server's English sentence.

error-other = O salão recusou isso ({ $code }).
error-unreachable-room = Não foi possível acessar o salão. Verifique sua conexão e tente de novo.
error-bad_message = O salão não entendeu essa mensagem.
error-bad_move = Isso não é uma jogada.
error-bad_seed = Essa semente foi recusada: ela deve ter de 1 a 64 letras, dígitos, - ou _.
error-no_table = Essa mesa não existe (ou é privada).
error-rate_limited = Mensagens demais de uma vez; espere um momento.
error-bad_chat = Essa mensagem não pode ser enviada: está vazia, longa demais ou tem caracteres de controle.
error-full = Os lugares desta mesa estão ocupados.
error-not_seated = Você não tem lugar nesta mesa.
error-already_seated = Você já tem um lugar nesta mesa.
error-watching = Você está assistindo a esta mesa; espectadores não podem jogar.
error-not_started = A partida não começou.
error-started = A partida já começou.
error-over = A partida acabou.
error-not_over = A partida não acabou.
error-hand_not_over = A mão não acabou.
error-not_your_turn = Não é a sua vez.
error-stale = A mesa seguiu em frente; agora ela mostra como está a partida.
error-illegal = As regras não permitem essa jogada agora.
# Picking: at the start of a hand each player chooses face-down tiles from the boneyard.
error-picking = As pedras ainda estão sendo escolhidas.
error-not_picking = Não há pedras para escolher agora.
error-chips = Você não tem fichas suficientes para esta aposta.
error-host_chips = O anfitrião não tem mais as fichas para esta aposta.
error-guest_only = Convidados só jogam contra o computador: cadastre-se para jogar com pessoas.
error-closed = Esta mesa está fechada.
error-host_left = O anfitrião saiu da mesa.
error-no_hints = As dicas são só para partidas contra o computador sem aposta.
error-no_undo = Desfazer só é possível em partidas contra o computador sem aposta nem relógio.
error-nothing_to_undo = Você não tem nenhuma jogada para desfazer nesta mão.
error-undo_hand_over = A mão acabou: as jogadas dela ficam.
error-tournament_game = Uma partida de torneio não tem revanche: o torneio abre a próxima.
error-bad_settings = Uma mesa não pode ter essas configurações.
error-not_saved = O salão não conseguiu salvar isso; nada mudou. Tente de novo.
error-unreachable = Não foi possível acessar o servidor da mesa; nada mudou. Tente de novo.
error-guest_chat = Convidados leem o chat mas não escrevem nele: cadastre-se para conversar.
error-not_in_room = Abra a mesa para conversar nela.
error-no_player = Não há nenhum jogador com esse nome.
error-mute_self = Você não pode silenciar a si mesmo.
error-no_message = Essa mensagem do chat não existe.
error-partners_chat = Parceiros não conversam enquanto uma mão está sendo jogada; o chat abre de novo quando ela termina.

## The shell (web/app.js, web/session.js)

app-title = Dominó All Fives
app-offline-not-kept = Não foi possível acessar o salão, e o jogo offline ainda não está guardado neste navegador: ele fica guardado a partir da sua segunda visita, ou depois que você abrir “Jogar offline”.
app-offline-not-loaded = Não foi possível carregar as páginas offline.
app-your-offline-games = Suas partidas offline
app-back-to-lobby = Voltar ao salão
app-sign-in-to-play = Entre para jogar
app-the-room = O salão
app-room-unreachable = Não foi possível acessar o salão: sem rede, ou o salão está fora do ar. Você ainda pode jogar contra o computador offline.
app-tournament-game-started = { $tournament }, rodada { $round }: sua partida contra { $opponent } começou, e seu relógio corre na sua vez.
session-sign-in = Entrar
session-guest = convidado
session-chips-title = Dinheiro de brincadeira: as fichas não podem ser compradas nem trocadas por dinheiro
session-chips = { $count ->
    [one] { $count } ficha
   *[other] { $count } fichas
}
session-register = Cadastrar-se
session-register-title = Cadastre-se (ou entre) para guardar suas partidas
session-sign-out = Sair

## Refusals from the room's HTTP routes, by code

error-bad_request = O salão não conseguiu ler esse pedido.
error-signed_out = Entre ou jogue como convidado primeiro.
error-forbidden = Isso não cabe a você.
error-not_found = Isso não existe aqui.
error-conflict = Isso não pode ser feito agora.
error-too_large = Isso é grande demais para enviar.
error-throttled = { $seconds ->
    [one] Tentativas demais; tente de novo em { $seconds } segundo.
   *[other] Tentativas demais; tente de novo em { $seconds } segundos.
}
error-busy = O salão está ocupado; tente de novo daqui a pouco.
error-late = O salão respondeu tarde demais; nada mudou. Tente de novo.
error-server = Algo deu errado no salão; nada mudou. Tente de novo.
error-database = O salão não conseguiu acessar seu banco de dados; nada mudou. Tente de novo.
error-damaged = Um registro guardado está danificado.
error-moved = A mesa passou para outro servidor; tente de novo.
error-name_taken = O nome { $name } já está em uso.
error-wrong_password = Nome ou senha incorretos.
error-name_length = Um nome tem de 3 a 20 caracteres.
error-name_letters = Um nome usa só letras, dígitos, “_” e “-”.
# “guest” stays in English: it is the prefix the room gives guests' names.
error-name_guest = Nomes que começam com “guest” são reservados para convidados.
error-password_length = Uma senha tem de 8 a 128 caracteres.
error-avatar = Escolha uma das imagens.
error-invite_self = Você não pode convidar a si mesmo.
error-invitee_guest = { $name } joga como convidado: convidados só jogam contra o computador.
error-not_your_table = Essa mesa não é sua.
error-not_waiting = Essa mesa não está esperando um adversário.
error-no_invitation = Esse convite não espera mais resposta.
error-invitee_computer = { $name } é o computador: só joga em torneios.
error-host_away = O anfitrião não está no salão agora; escolha outra mesa.
error-no_hint = Nenhuma dica foi encontrada; tente de novo.
error-no_socket = Abra primeiro uma página do salão: é lá que você fica sabendo do seu adversário.
error-not_looking = Você não está procurando um adversário.
error-pairing_full = Há jogadores demais esperando; tente de novo daqui a pouco.
error-closing = O salão está fechando.
error-paired = Termine primeiro a partida que foi marcada para você (mesa { $table }).
error-no_tournament = Esse torneio não existe.
error-not_creator = Só quem criou o torneio pode cancelá-lo.
error-tournament_started = O torneio já começou ou terminou: não pode mais ser cancelado.
error-entries_closed = As inscrições estão encerradas: o torneio já começou ou terminou.
error-tournament_full = O torneio está lotado.
error-already_entered = Você já está inscrito.
error-not_entered = Você não está inscrito.
error-no_teams = Este torneio não é jogado em duplas: inscreva-se sem parceiro.
error-bad_partner = O parceiro é outro jogador do salão que tem cadastro (não um convidado).
error-entry_fee = { $fee ->
    [one] A inscrição custa { $fee } ficha, mais do que você tem.
   *[other] A inscrição custa { $fee } fichas, mais do que você tem.
}
error-no_game = Essa partida não existe.
error-no_deal = Esta partida terminou antes da primeira distribuição.
error-bad_language = O salão não fala esse idioma.
error-engine = O motor offline falhou; nada mudou.

error-no_seat = Esta partida não tem esse lugar.
error-which_seat = Diga de quem são as jogadas a analisar.

## A hint's reason (`why.code` of a hint, docs/review.md)
## (shown after “Dica: <jogada> —”, so they start in lower case)

hint-draw = nenhuma das suas pedras encaixa: compre
hint-pass = nada encaixa e o monte está vazio: passe
hint-only = sua única jogada possível
hint-scores = { $points ->
    [one] marca { $points } ponto agora
   *[other] marca { $points } pontos agora
}
# $suits: the numbers, already joined in Portuguese ("3 ou 5").
hint-blocks = bloqueia: seu adversário já mostrou que não tem { $suits }
hint-safe = não deixa ao seu adversário nada para marcar logo em seguida
hint-sheds = { $pips ->
    [one] se livra da pedra pesada { $tile } ({ $pips } ponto)
   *[other] se livra da pedra pesada { $tile } ({ $pips } pontos)
}
# $suit: a number from 0 to 6 ("guarda suas pedras de 5 para depois").
hint-keeps = guarda suas pedras de { $suit } para depois
hint-search = a melhor chance segundo a busca para o resto da mão
error-bad_record = Esse registro de partida não pode ser lido.
error-method = O salão não aceita esse pedido aí.
error-media_type = O salão só aceita JSON.

## The computer's names and pictures (web/i18n.js shownName, web/ui.js avatarBadge)

level-random = Aleatório
level-omniscient = Onisciente
computer-name = { $level } (computador)
computer-initials = IA
computer-picture = O computador
computer-player = { $level } { $number } (computador)

## Refusals of a tournament's plan

error-tournament_name = O nome de um torneio tem de 1 a { $max } caracteres.
error-best_of = Um confronto de mata-mata é em melhor de 1 ou de 3 partidas.
error-rounds = Um torneio suíço ou de duplicado tem de 1 a { $max } rodadas.
error-deals = Uma rodada de duplicado tem de 1 a { $max } distribuições.
error-players = Um torneio aceita de 2 a { $max } jogadores.
error-min_above_max = O mínimo de jogadores ({ $min }) é maior que o máximo ({ $max }).
error-fewer_than_paid = A divisão dos prêmios paga { $places } colocações: o mínimo de jogadores deve ser pelo menos { $places }.
error-too_many_rounds = { $rounds } rodadas precisam de pelo menos { $players } jogadores (ninguém enfrenta o mesmo adversário duas vezes).
error-split = A divisão dos prêmios é de 1 a 8 porcentagens inteiras, cada uma de pelo menos 1, somando 100.
error-fee = A inscrição custa de 0 a { $max } fichas.
error-starts_at = O início é um horário entre agora e daqui a 30 dias.
error-computers = No máximo { $max } jogadores do computador: pelo menos um lugar é de uma pessoa.
error-computer_level = O nível de um jogador do computador é Iniciante, Fácil, Médio, Difícil ou Especialista.
error-fill_after = O computador ocupa os lugares vagos de { $min } a { $max } segundos depois de o torneio ser criado.
error-fill_sit_and_go = O computador só completa um torneio que começa quando lota.
error-duplicate_teams = Duplas jogam torneios de mata-mata ou suíços.

### O salão e o que o cerca: a página do salão, quem está no salão,
### os formulários que abrem uma mesa, "Jogar agora com uma pessoa",
### entrar, convidar um jogador, os avisos, sair de uma partida e o jogo offline.

## Levels

level-beginner = Iniciante
level-easy = Fácil
level-medium = Médio
level-hard = Difícil
level-expert = Especialista

## Lobby (web/lobby.js)

lobby-back-to-game = Voltar à sua partida contra { $name }
lobby-your-open-table = Sua mesa aberta, esperando um jogador
lobby-register-to-play = Cadastre-se para jogar com pessoas
lobby-open-table = Abrir uma mesa
lobby-no-open-tables = Nenhuma mesa aberta ainda.
lobby-no-live-games = Nenhuma partida em andamento.
lobby-my-games = Suas partidas em andamento
lobby-tutorial-title = Primeira vez no All Fives?
# "spinner": a primeira carroça, jogada pelos quatro lados; fica em inglês, como no jogo. "bônus da batida": os pontos de quem bate.
lobby-tutorial-text = Jogue uma curta partida guiada: a saída, o spinner, a contagem das pontas, a pontuação, a compra e o bônus da batida, um passo de cada vez.
lobby-tutorial-start = Começar a partida guiada
lobby-sort-by = Ordenar por
lobby-offline-note = { $link }: o computador nesta página, sem precisar de rede (não vale rating, sem fichas).
lobby-play-person = Jogar com uma pessoa
lobby-open-tables = Mesas abertas
lobby-watch-game = Assistir a uma partida
lobby-guest-note = Convidados jogam contra o computador por diversão. { $register } e para jogar com pessoas, apostar fichas e ter um rating.
lobby-chips-note = Fichas são dinheiro de brincadeira: você começa com 1.000 e, se elas acabarem, recebe até 200 uma vez por dia. Não podem ser compradas nem trocadas por dinheiro.
lobby-how-to-play = Como jogar
lobby-leaderboard = Ranking
lobby-tournaments = Torneios
lobby-my-games-rating = Minhas partidas e rating
lobby-table-four = quatro jogadores, dupla contra dupla
lobby-table-seats-free = { $count ->
    [one] { $count } lugar livre
   *[other] { $count } lugares livres
}
lobby-table-minutes = { $minutes } min
lobby-join = Entrar
lobby-sides = { $a } x { $b }
lobby-sides-four = { $a } e { $b } x { $c } e { $d }
lobby-your-game = Sua partida
lobby-watch = Assistir

## Lobby: sorting the open tables (web/online.js)

lobby-sort-newest = Mais recentes
lobby-sort-wager = Aposta
lobby-sort-rating = Rating do anfitrião

## Lobby: who is in the room (web/online.js)

lobby-online-looking = Consultando…
lobby-online-title = No salão
lobby-online-count = { $count } online
lobby-online-live = { $count ->
    [one] { $count } partida em andamento
   *[other] { $count } partidas em andamento
}
lobby-online-live-private = { $count ->
    [one] { $count } partida em andamento ({ $hidden ->
        [one] { $hidden } privada
       *[other] { $hidden } privadas
    })
   *[other] { $count } partidas em andamento ({ $hidden ->
        [one] { $hidden } privada
       *[other] { $hidden } privadas
    })
}
lobby-online-unrated = sem rating
lobby-online-failed = Não foi possível ver quem está online.

## Table forms (web/table-form.js): opening a table

# Quantas pedras cada jogador compra no início da mão ("Draw" em inglês).
form-draw = Pedras iniciais
form-tiles = { $count ->
    [one] { $count } pedra
   *[other] { $count } pedras
}
form-target = Pontuação final
form-seat-person = Uma pessoa
form-four-legend = Dois contra dois: você e seu parceiro
form-seat-partner = Parceiro (à frente)
form-seat-left = Esquerda
form-seat-right = Direita
form-wager = Aposta (fichas)
form-four-note = Cinco pedras iniciais para cada um. Um lugar para uma pessoa espera no salão até alguém entrar; aposta só quando os quatro são pessoas.
form-opponent = Adversário
form-play-computer = Jogar contra o computador
form-players = Jogadores
form-players-four = 4: dupla contra dupla
form-minutes = Minutos por mão
form-no-clock = Sem relógio (treino, com desfazer)
form-open-four = Abrir a mesa de quatro
form-play-four = Jogar a mesa de quatro
form-private = Privada: fora da lista, para um amigo com o link
form-watchers-apart = Esconder dos jogadores o chat dos espectadores

## A table's settings in a line, joined with " · " (7 pedras iniciais · até 150 pontos · 4 min por mão · aposta 50)

form-summary-draw = { $draw } pedras iniciais
form-summary-target = até { $target } pontos
form-summary-no-clock = sem relógio
form-summary-minutes = { $minutes } min por mão
form-summary-wager = aposta { $wager }

## Play a person now (web/pairing.js)

pairing-paired = Seu adversário: { $name }.
pairing-wager-from = Aposta de
pairing-wager-to = até
pairing-offer-after = Oferecer o computador depois de
pairing-seconds = { $count ->
    [one] { $count } segundo
   *[other] { $count } segundos
}
pairing-minutes = { $count ->
    [one] { $count } minuto
   *[other] { $count } minutos
}
pairing-play-now = Jogar agora com uma pessoa
pairing-cancel = Cancelar
pairing-stopped = Você parou de procurar.
pairing-not-looking = Você não está procurando adversário agora.
pairing-looking = Procurando adversário…
pairing-looking-elsewhere = Procurando adversário (em outra aba)…
pairing-nobody-yet = Ninguém ainda.
pairing-computer-instead = Jogar contra o computador em vez disso
pairing-intro = Marque cada opção que você aceita: você será pareado com um jogador à espera de rating próximo, na menor aposta que os dois aceitem.

## Signing in and registering (web/signin.js)

signin-title = Dominó All Fives
signin-intro = Marque pontos em cada jogada em que as pontas abertas somam um múltiplo de cinco. Vence quem chegar primeiro à pontuação final.
signin-guest = Jogar como convidado
signin-offline-note = Ou { $link }: sem conta e sem precisar de rede.
signin-offline-link = jogue contra o computador offline
signin-or-sign-in = Ou entre
signin-name = Nome
signin-password = Senha
signin-picture-new = Imagem (novos jogadores)
signin-picture = Imagem
signin-sign-in = Entrar
signin-register = Cadastrar-se
signin-read-note = Não é preciso entrar para ler { $rules }, jogar { $tutorial } ou ver o { $leaderboard }.
signin-rules-link = como jogar
signin-tutorial-link = uma primeira partida guiada
signin-leaderboard-link = ranking
signin-keep-games = Cadastre-se para guardar suas partidas
signin-keep-games-text = Escolha um nome e uma senha: você continua sendo o mesmo jogador, com suas partidas e qualquer partida em andamento. Jogadores cadastrados ganham 1.000 fichas, um rating e podem jogar com pessoas.
signin-already-registered = Já tem cadastro? { $signin }

## The players' pictures, named (web/signin.js)

signin-avatar-fox = raposa
signin-avatar-owl = coruja
signin-avatar-cat = gato
signin-avatar-bear = urso
signin-avatar-frog = sapo
signin-avatar-whale = baleia
signin-avatar-tiger = tigre
signin-avatar-panda = panda

## Inviting a player, on their page (web/invite.js)

invite-open = Convidar para uma mesa
invite-submit = Convidar { $name }

## Banners, on any page (web/banner.js)

banner-started = { $name } entrou na sua mesa: a partida começou, e seu relógio corre na sua vez.
banner-go-to-table = Ir para a mesa
banner-close = Fechar
banner-invited = { $name } convida você para uma mesa: { $settings }.
banner-accept = Aceitar
banner-decline = Recusar
banner-declined = { $name } recusou seu convite.
banner-tournament-over = { $name } terminou: os prêmios foram pagos.
banner-tournament-cancelled = { $name } foi cancelado por falta de jogadores: sua inscrição foi devolvida.
banner-see-results = Ver os resultados

## Leaving a game (web/navigation.js)

navigation-leave-confirm = Sair desta partida? Ela continua sem você: seu relógio corre na sua vez e, se o tempo acabar, você perde a partida e a aposta.

## Offline play (web/offline.js)

offline-player = Jogador
offline-engine-unavailable = Não foi possível carregar o motor offline: ele fica guardado depois que o jogo offline é aberto com a rede ligada.
offline-no-database = Este navegador não guarda partidas offline: { $reason }
offline-not-kept = Não foi possível guardar as partidas offline: { $reason }
offline-no-game = Este navegador não tem a partida offline { $id }.
offline-games = Partidas offline
offline-record-title = Partida offline { $id }: seu registro
offline-record-what = Cada distribuição, cada jogada e as sementes com que cada mão foi distribuída (docs/formats.md).
offline-record-check = Qualquer pessoa pode verificar as distribuições e cada jogada do computador com { $command }.
offline-save-record = Salvar o registro
offline-back-to-game = Voltar à partida
offline-your-games = Suas partidas offline
offline-in-play = em andamento, { $scores }
offline-won = vitória { $scores }
offline-lost = derrota { $scores }
offline-won-resigned = vitória { $scores } (desistência)
offline-lost-resigned = derrota { $scores } (desistência)
offline-computer = Computador
offline-game-to = Partida até
offline-play = Jogar offline
offline-title = Jogar contra o computador offline
offline-unreachable = Não foi possível acessar o salão: sem rede, ou o salão está fora do ar. Você ainda pode jogar contra o computador aqui.
offline-intro = As mesmas regras e o mesmo computador das mesas do salão, rodando nesta página: não precisa de rede depois de carregada. As partidas offline ficam guardadas só neste navegador; não valem rating e não usam fichas.
offline-none = Nenhuma ainda.
offline-game = Partida { $id }
offline-game-line = { $game } contra { $level }, até { $target } pontos: { $standing }
offline-replay = replay
offline-review = análise

### A mesa (web/table-state.js, web/table-view.js, web/table.js), o chat do
### salão e de cada mesa (web/chat.js) e o botão de som (web/sounds.js).
### Palavras: pedra (tile), carroça (double), monte (boneyard), comprar (draw),
### mão (hand), partida (game), bater (to domino: jogar a última pedra), ponta
### (open end), contagem (count: a soma das pontas), fichas (chips), dupla (team).
### O jogador é tratado por "você".

## Table: who is who

table-lobby = Salão
table-opening = Abrindo a mesa…
# Said of the reader in lists and labels ("You & Expert bot", "You: 3 pips left").
table-you = Você
# The other seat at a table of two, when it has no name yet.
table-opponent = Adversário
# A watcher tells the seats of four apart by number: "Easy bot (seat 2)".
table-name-at-seat = { $name } (lugar { $seat })
table-seat = Lugar { $seat }
# At a table of four, where a player sits seen from the reader: "Easy bot (left)".
table-name-at-place = { $place ->
    [left] { $name } (esquerda)
    [partner] { $name } (parceiro)
   *[right] { $name } (direita)
}
# A seat of four with no name yet, by its place.
table-place = { $place ->
    [left] Esquerda
    [partner] Parceiro
   *[right] Direita
}
# Two names as the subject of a sentence ("ann and bob have left the table"); repeated for three: "ann and bob and cy".
table-names-and = { $first } e { $second }
# An empty seat in a team's name: "ann & a player".
table-a-player = um jogador
# The reader's team at a table of four.
table-team-yours = Você e { $partner }
table-team = { $first } e { $second }
# A team's score in the line of scores, joined with " · ": "You & Expert bot: 35 · Easy bot & bob: 20".
table-team-score = { $team }: { $score }
# A player's score in the line of scores, joined with " · ": "ann 45 · Easy bot 30".
table-player-score = { $name } { $score }
# What a team scored in a hand, joined with " · ": "You & bob +0 · ann & Expert bot +25".
table-team-points = { $team } +{ $points }

## Table: how a hand ended
## (to domino: to play one's last tile, which wins the hand; blocked: nobody can play and the boneyard is empty)

table-end-tie = Mão trancada: empate, ninguém marca
table-end-you-domino-team = Você bateu: { $team } +{ $points }
table-end-domino-team = { $name } bateu: { $team } +{ $points }
# Pips: the spots on the tiles still held.
table-end-blocked-your-team = Mão trancada: você e { $partner } têm menos pontos na mão: +{ $points }
table-end-blocked-team = Mão trancada: { $team } têm menos pontos na mão: +{ $points }
# $target: the final score.
table-end-target-your-team = Você e { $partner } chegam a { $target }
table-end-target-team = { $team } chegam a { $target }
table-end-you-domino = Você bateu: +{ $points }
table-end-domino = { $name } bateu: +{ $points }
table-end-blocked-you = Mão trancada: você tem menos pontos na mão: +{ $points }
table-end-blocked = Mão trancada: { $name } tem menos pontos na mão: +{ $points }
table-end-target-you = Você chegou a { $target }
table-end-target = { $name } chegou a { $target }

## Table: the game's result
## ($how: "time" when the clock ran out, "resign" when a player resigned, "other" at the final score)

table-result-abandoned = Partida abandonada: a aposta é devolvida
# A watcher's view of a table of four.
table-result-team-wins = { $how ->
    [time] { $team } vencem por tempo
    [resign] { $team } vencem por desistência
   *[other] { $team } vencem
}
# $team is the reader's team ("You & Expert bot").
table-result-your-team-wins = { $how ->
    [time] Você venceu por tempo: { $team }
    [resign] Você venceu por desistência: { $team }
   *[other] Você venceu: { $team }
}
# $team is the other team, which won.
table-result-your-team-loses = { $how ->
    [time] Você perdeu por tempo: { $team } vencem
    [resign] Você perdeu por desistência: { $team } vencem
   *[other] Você perdeu: { $team } vencem
}
table-result-you-win = { $how ->
    [time] Você venceu por tempo
    [resign] Você venceu por desistência
   *[other] Você venceu
}
table-result-wins = { $how ->
    [time] { $name } venceu por tempo
    [resign] { $name } venceu por desistência
   *[other] { $name } venceu
}
# After the result, joined with " · ": "Easy bot wins · you lose 50 chips".
table-stake-won = { $count ->
    [one] você ganha { $count } ficha
   *[other] você ganha { $count } fichas
}
table-stake-lost = { $count ->
    [one] você perde { $count } ficha
   *[other] você perde { $count } fichas
}

## Table: the moves, told to screen readers (joined with ", ")

# A history entry that is not a move ($action as the room wrote it).
table-told-other = { $name }: { $action }
table-told-you-led = Você saiu com { $tile }
table-told-led = { $name } saiu com { $tile }
table-told-you-played = Você jogou { $tile } { $end ->
        [L] na esquerda
        [R] na direita
        [U] em cima
       *[D] embaixo
    }
table-told-played = { $name } jogou { $tile } { $end ->
        [L] na esquerda
        [R] na direita
        [U] em cima
       *[D] embaixo
    }
table-told-you-drew-tile = Você comprou { $tile }
table-told-drew-tile = { $name } comprou { $tile }
table-told-you-drew = Você comprou uma pedra
table-told-drew = { $name } comprou uma pedra
table-told-you-passed = Você passou
table-told-passed = { $name } passou

## Table: news for screen readers (joined with a space)

# $moves: the moves just made, told as above; $total: the count after them.
table-news-moves = { $moves }. Contagem: { $total }.
table-news-your-team-scores = Você e { $partner } marcam { $points }.
table-news-team-scores = { $team } marcam { $points }.
table-news-you-score = Você marca { $points }.
table-news-scores = { $name } marca { $points }.
# $names: one name, or several joined by table-names-and.
table-news-gone = { $count ->
    [one] { $names } saiu da mesa.
   *[other] { $names } saíram da mesa.
}
table-news-back = { $count ->
    [one] { $names } voltou.
   *[other] { $names } voltaram.
}
# $title: how the hand ended; $scores: the line of scores.
table-news-hand-over = Fim da mão. { $title }. { $scores }.
# $title: the game's result; $scores: the line of scores.
table-news-game-over = Fim da partida. { $title }. { $scores }.
table-news-all-seated = Todos os lugares estão ocupados: a partida começa.
table-news-joined = { $name } entrou: a partida começa.
table-news-your-turn-draw = Sua vez: nenhuma pedra serve, compre.
table-news-your-turn = Sua vez.

## Table: what the player is asked to do

table-prompt-host-waits-players = { $name } está esperando jogadores
table-prompt-host-waits-opponent = { $name } está esperando um adversário
table-prompt-waiting-player = Esperando um jogador entrar…
table-prompt-waiting-second = Esperando um segundo jogador entrar…
table-prompt-hand-over = Fim da mão: { $title }
table-prompt-picking = As pedras estão sendo escolhidas
table-prompt-to-play = Vez de { $name }
table-prompt-others-pick = Esperando os outros escolherem
table-prompt-waiting-pick = Esperando { $name } escolher
table-prompt-pick = { $count ->
    [one] Escolha { $count } pedra do monte
   *[other] Escolha { $count } pedras do monte
}
table-prompt-pick-more = { $count ->
    [one] Escolha mais { $count } pedra do monte
   *[other] Escolha mais { $count } pedras do monte
}
table-prompt-draw = Nenhuma pedra serve: compre
table-prompt-your-turn = Sua vez
table-prompt-waiting-for = Esperando { $name }

## Table: the game's terms, joined with " · ": "Game to 150 · wager 50 chips · 4 min a hand"

# $target: the final score.
table-terms-target = Partida até { $target } pontos
table-terms-wager = { $count ->
    [one] aposta de { $count } ficha
   *[other] aposta de { $count } fichas
}
table-terms-no-wager = sem aposta
# The clock: minutes for each hand.
table-terms-minutes = { $count } min por mão
table-terms-offline = offline, sem valer rating
table-tournament-game = Partida de torneio · rodada { $round }
table-tournament-match-game = Partida de torneio · rodada { $round }, partida { $game } do confronto

## Table: the layout, the boneyard and the hand

# A lit spot where the chosen tile can go.
table-lit-end = Jogar { $tile } na ponta { $end ->
        [L] da esquerda
        [R] da direita
        [U] de cima
       *[D] de baixo
    }
# $pips: the number the end shows now.
table-lit-end-showing = Jogar { $tile } na ponta { $end ->
        [L] da esquerda
        [R] da direita
        [U] de cima
       *[D] de baixo
    }, que mostra { $pips }
table-lit-lead = Sair com { $tile }
table-boneyard-pick = Escolher esta pedra
table-boneyard-draw = Comprar esta pedra
table-boneyard-tile = Pedra do monte
table-boneyard-label = { $count ->
    [one] Monte, { $count } pedra
   *[other] Monte, { $count } pedras
}
# The button that picks the rest of the player's tiles at random: $picked of $of picked so far.
table-pick-for-me = Escolher por mim ({ $picked }/{ $of })
table-layout-label = Pedras na mesa, contagem { $total }
table-count-label = contagem
table-count = Contagem { $total }
table-your-tiles = Suas pedras
table-tile-playable = { $tile }, jogável

## Table: the seats

table-label = Mesa
table-four-label = Mesa de quatro
table-opponent-has-tiles = { $count ->
    [one] O adversário tem { $count } pedra
   *[other] O adversário tem { $count } pedras
}
table-has-tiles = { $count ->
    [one] { $name } tem { $count } pedra
   *[other] { $name } tem { $count } pedras
}
table-waiting-for-player = Esperando um jogador…
# After the partner's name at a table of four.
table-role-partner = parceiro
# Under the name of the seat whose turn it is: the reader's, another's.
table-turn-mark-yours = sua vez
table-turn-mark = vez de jogar
table-away = ausente
table-away-title = Fora da mesa: não está com ela aberta em nenhuma janela
# Said of a seat of four; $name may be table-you.
table-team-score-label = { $name }: pontos da dupla
table-score-label = Pontos de { $name }
table-score-label-unnamed = Pontos do jogador
table-clock-label = Relógio de { $name }
# The reader's own clock ($name is their name, or table-you): say "your clock".
table-clock-label-yours = Seu relógio
table-clock-label-unnamed = Relógio do jogador
table-watchers = { $count ->
    [one] { $count } espectador
   *[other] { $count } espectadores
}
table-watchers-title = Pessoas assistindo a esta partida, com duas jogadas de atraso
table-watching-note = Você está assistindo: a partida aparece com duas jogadas de atraso, e as pedras de cada jogador só quando cada mão termina.

## Table: waiting for players

table-take-seat-note = Esta mesa está esperando um adversário: ocupe o lugar para jogar.
table-take-seat = Ocupar o lugar
table-waiting-note = Você pode visitar outras páginas enquanto espera: quando alguém entrar, um aviso em qualquer página traz você de volta para cá. Sem nenhuma página do site aberta, a mesa não é oferecida a ninguém.
table-share-note = Uma mesa privada: envie este link para um amigo. Quem abrir o link ocupa o lugar.
table-copy-link = Copiar o link
table-cancel = Cancelar a mesa

## Table: the controls

# Draws from the boneyard until a tile fits.
table-auto-draw = Comprar automaticamente
table-always-auto-draw = Sempre comprar automaticamente
table-hint = Dica
table-hint-title = A jogada que o Expert bot faria (H)
table-undo = Desfazer
table-undo-title = Desfazer sua última jogada (U ou Ctrl+Z)
table-undone = Sua última jogada foi desfeita.
table-sort = Ordenar pedras
table-resign = Desistir
table-resign-confirm = Desistir desta partida? Você perde a partida.
table-resign-confirm-wager = Desistir desta partida? Você perde a partida e a aposta.

## Table: a hint, under the prompt ($reason: why, from the hint-… messages)

table-hint-play = Dica: { $tile } na ponta { $end ->
        [L] da esquerda
        [R] da direita
        [U] de cima
       *[D] de baixo
    } — { $reason }
table-hint-lead = Dica: saia com { $tile } — { $reason }
table-hint-draw = Dica: compre — { $reason }
table-hint-pass = Dica: passe — { $reason }
# A move that is none of the above, as the room wrote it.
table-hint-other = Dica: { $move } — { $reason }
# Told to screen readers; $move as the notation writes it ("3-6 U").
table-hint-announce = Dica: { $move }, { $reason }.

## Table: the end of a hand, and of the game

table-row-pips-left = { $count ->
    [one] { $name }: { $count } ponto na mão
   *[other] { $name }: { $count } pontos na mão
}
table-row-no-tiles = { $name }: sem pedras
# $tiles: the tiles, written 3-4 5-6.
table-row-holds = { $name } tem { $tiles }
table-row-holds-nothing = { $name } não tem nada
# The reader's own row ($name is their name, or table-you): say "you hold".
table-row-holds-yours = Você tem { $tiles }
table-row-holds-nothing-yours = Você não tem nada
# $summary: what each team scored (table-team-points).
table-this-hand = Esta mão: { $summary }
# $summary: how the last hand ended, or what each team scored in it.
table-last-hand = Última mão: { $summary }
table-final-scores = Placar final: { $scores }
table-next-hand = Próxima mão
table-verify = Verificar esta mão
# The player's seed for the deals (provably fair dealing).
table-your-seed = Sua semente: { $seed }
table-change-seed = Trocar
table-seed-prompt = Sua semente para as próximas mãos
table-seed-saved = Salva.
table-rematch = Revanche
table-rematch-offered = Revanche oferecida
table-rematch-accept = Aceitar a revanche
table-rematch-play = Jogar a revanche
table-back-to-tournament = Voltar ao torneio
table-watch-replay = Ver o replay
table-review-yours = Análise das suas jogadas
table-review-player = Análise das jogadas de { $name }
table-review-seat = Análise das jogadas do lugar { $seat }
# The record: the game's file.
table-download-record = Baixar o registro
table-record = O registro
table-check-computer = Conferir as jogadas do computador
# $command: a command line, shown as code; keep it whole.
table-check-computer-text = O computador jogou só com o que podia ver. Baixe o registro e execute { $command }: ele refaz cada jogada do computador só a partir do lugar dele e confere se cada uma é a jogada que o bot publicado faz.

## Chat (web/chat.js)

# After the name of a watcher who wrote in the chat.
chat-watching = (espectador)
chat-mute = Silenciar
chat-report = Denunciar
chat-muted = { $name } foi silenciado (dá para desfazer na página dele).
chat-muted-state = Você silenciou o chat desta pessoa.
chat-unmute = Tirar o silêncio
chat-mute-their-chat = Silenciar o chat desta pessoa
chat-partners = Parceiros não podem conversar enquanto uma mão está sendo jogada; o chat abre de novo entre as mãos.
chat-placeholder = Diga algo
chat-placeholder-hushed = Parceiros não podem conversar enquanto uma mão está sendo jogada
chat-reported = Denúncia enviada aos moderadores. Obrigado.
chat-message = Mensagem
chat-send = Enviar
chat-lobby = Chat do salão
chat-table = Chat da mesa
chat-guest-note = Convidados podem ler o chat; cadastre-se para conversar.

## The sound switch in the header (web/sounds.js)

sound-on = Som ligado
sound-off = Som desligado
sound-turn-off = Desligar os sons
sound-turn-on = Ligar os sons

## The leaderboard (web/pages.js)

# A share of games won: "60%".
pages-percent = { $percent }%
# Wins and their share: "3 (60%)"; $percent is pages-percent, or "–" with no games.
pages-wins = { $wins } ({ $percent })
pages-player = Jogador
pages-rating = Rating
pages-games = Partidas
pages-won = Vitórias
pages-leaderboard = Ranking
pages-tab-two = Partidas de dois
pages-tab-team = Duplas (partidas de quatro)
pages-board-two-about = Ratings Glicko-2 de partidas de dois entre pessoas. Um jogador novo começa com 1500 ± 350; o ± diminui à medida que ele joga.
pages-board-two-empty = Ainda não há partidas valendo rating: jogue contra uma pessoa para ser o primeiro do ranking.
pages-board-team-about = Ratings de dupla (Weng-Lin) de partidas de quatro, dois contra dois, com uma pessoa em cada dupla: o rating próprio de cada jogador, movido pelos resultados da sua dupla. Um jogador novo começa com 25 ± 8,3.
pages-board-team-empty = Ainda não há partidas de quatro valendo rating: jogue dois contra dois, com uma pessoa em cada dupla, para ser o primeiro do ranking.
# A team rating and its uncertainty, to a tenth: "25,0 ± 8,3".
pages-team-rating = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) } ± { NUMBER($uncertainty, minimumFractionDigits: 1, maximumFractionDigits: 1) }

## A player's page (web/pages.js)

pages-online = Online agora
pages-not-online = Não está online
pages-chips = Fichas
pages-chips-guest = nenhuma (convidado)
pages-unrated = sem rating
pages-games-played = Partidas jogadas
pages-chart-empty = O gráfico de rating começa com a primeira partida contra uma pessoa.
# For screen readers: the rating chart.
pages-chart-label =
    Rating ao longo de { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }: de { $first } a { $last }
pages-tournaments = Torneios
# A tournament the player entered, once it is over.
pages-place-of = { $place }º lugar de { $entrants }
# A tournament the player entered, before it is over: its status as the room sends it.
pages-tournament-status =
    { $status ->
        [registering] inscrições abertas
        [running] em andamento
        [over] encerrado
        [cancelled] cancelado
       *[other] { $status }
    }
pages-won-chips =
    { $count ->
        [one] ganhou { $count } ficha
       *[other] ganhou { $count } fichas
    }
pages-when = Quando
pages-opponent = Adversário
pages-result = Resultado
pages-score = Placar
pages-wager = Aposta
# A game's result for the player, then how the game ended ("won on points", "lost by resignation").
pages-game-result =
    { $result ->
        [won] vitória
        [lost] derrota
        [abandoned] abandonada
       *[other] { $result }
    } { $reason ->
        [score] por pontos
        [time] por tempo
        [resign] por desistência
       *[other] { "" }
    }
pages-watch = Assistir
pages-review = Análise
# A link to download the game's record (its file).
pages-record = Registro
pages-hints =
    { $count ->
        [one] { $count } dica
       *[other] { $count } dicas
    }
pages-undos =
    { $count ->
        [one] { $count } jogada desfeita
       *[other] { $count } jogadas desfeitas
    }
pages-ended-before-deal = terminou antes da primeira distribuição
pages-no-games = Nenhuma partida terminada ainda.

## A replay (web/pages.js)

pages-speed-slow = Lenta
pages-speed-normal = Normal
pages-speed-fast = Rápida
pages-speed-fastest = Muito rápida
# At a table of four, a seat told apart: "Easy bot (assento 2)".
pages-seat-name = { $name } (assento { $seat })
# The game's title: "ann x Easy bot"; at four, two teams.
pages-versus = { $first } x { $second }
# How a hand of four ended; $title is the table's own line, $pips each seat's points left in hand.
pages-hand-end-of-four = { $title } (pontos na mão: { $pips }).
pages-hand-end-of-four-points = { $title }. Nesta mão: { $points } (pontos na mão: { $pips }).
pages-final-scores = Placar final: { $first } { $firstScore }, { $second } { $secondScore }.
pages-not-finished = A partida não foi terminada.
pages-abandoned = Fim de partida: a partida foi abandonada, então ninguém vence.
pages-abandoned-wager = Fim de partida: a partida foi abandonada, então ninguém vence e a aposta é devolvida.
# How a game of four ended: the winners and losers are teams ("ann & Expert bot").
pages-over-four =
    { $reason ->
        [score] Fim de partida: { $winners } chegam à pontuação final de { $target } e vencem.
        [time] Fim de partida: acaba o tempo de um relógio de { $losers }: { $winners } vencem por tempo.
        [resign] Fim de partida: { $losers } desistem: { $winners } vencem por desistência.
       *[other] Fim de partida: { $winners } vencem.
    }
pages-over =
    { $reason ->
        [score] Fim de partida: { $winner } chega à pontuação final de { $target } e vence.
        [time] Fim de partida: acaba o tempo no relógio de { $loser }: { $winner } vence por tempo.
        [resign] Fim de partida: { $loser } desiste: { $winner } vence por desistência.
       *[other] Fim de partida: { $winner } vence.
    }
pages-play = ▶ Reproduzir
pages-pause = ❚❚ Pausar
pages-speed = Velocidade
pages-chat = Chat
# After the name of a watcher who wrote in the chat.
pages-chat-watching = (espectador)
# For screen readers: a player's (or team's) score.
pages-score-of = Pontos de { $name }
# For screen readers: a hand, face up; $tiles like "3-6 0-0".
pages-holds =
    { $count ->
        [0] { $name } não tem pedras
       *[other] { $name } tem { $tiles }
    }
# An action in the history: drawing from the boneyard (with the tile drawn), passing. Plays stay as written ("3-6 L").
pages-action-draw = compra
pages-action-draw-tile = compra { $tile }
pages-action-pass = passa
pages-caption-tied = A mão está trancada e empatada: ninguém pontua.
pages-caption-target = { $seat }: { $action }. { $winner } chega à pontuação final de { $target }.
# Going out ("Bati!"): $pips and $otherPips are the points left in the two hands.
pages-caption-domino = { $winner } bate e marca { $points } (pontos na mão: { $pips } e { $otherPips }).
# A blocked hand (mão trancada), won by fewer points in hand.
pages-caption-block = { $winner } vence a mão trancada e marca { $points } (pontos na mão: { $pips } e { $otherPips }).
pages-caption-dealt = A mão { $hand } é distribuída.
# The count ("contagem") is the sum of the open ends' points (it scores when it is a multiple of five).
pages-caption-action = { $seat }: { $action }. Contagem { $count }.
# For screen readers: the tiles played on the table.
pages-layout-label = Pedras na mesa, contagem { $count }
# The game's settings: $draw is how many tiles each player is dealt, $target the final score.
pages-replay-settings = { $draw } pedras por jogador, até { $target } pontos.
pages-replay-settings-wager =
    { $draw } pedras por jogador, até { $target } pontos, aposta de { $wager ->
        [one] { $wager } ficha
       *[other] { $wager } fichas
    }.
pages-replay-abandoned = A partida foi abandonada.
pages-replay-won =
    { $winner } venceu{ $reason ->
        [score] { " " }por pontos
        [time] { " " }por tempo
        [resign] { " " }por desistência
       *[other] { "" }
    }.
# At four: the winners are a team ("ann & Expert bot").
pages-replay-won-team =
    { $winners } venceram{ $reason ->
        [score] { " " }por pontos
        [time] { " " }por tempo
        [resign] { " " }por desistência
       *[other] { "" }
    }.
pages-replay = Replay
pages-count-boneyard = Contagem { $count } · monte { $boneyard }
pages-previous-hand-button = « Mão
pages-previous-hand = Mão anterior
pages-back-button = ◀ Voltar
pages-back = Voltar uma ação
pages-forward-button = Avançar ▶
pages-forward = Avançar uma ação
pages-next-hand-button = Mão »
pages-next-hand = Próxima mão
pages-jump-to = Ir para
pages-hand-number = Mão { $hand }
pages-download-record = Baixar o registro
pages-the-record = O registro
pages-review-of = Análise de { $name }
pages-hints-used =
    { $count ->
        [one] { $count } dica usada
       *[other] { $count } dicas usadas
    }
pages-undos-used =
    { $count ->
        [one] { $count } jogada desfeita
       *[other] { $count } jogadas desfeitas
    }

## A game's review (web/review.js)

review-mark-fine = Boa
review-mark-inaccuracy = Imprecisão
review-mark-mistake = Erro
review-mark-blunder = Erro grave
review-where = mão { $hand }, jogada { $move }
# In place of a seat's name when it has none.
review-a-player = um jogador
# A team at a table of four: two players' names.
review-team = { $first } & { $second }
review-points =
    { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] ponto
       *[other] pontos
    }
# In place of the reviewed seat's name when it has none (seats counted from 0).
review-seat-fallback = Assento { $seat }
review-title = Análise das jogadas de { $name }
review-title-four = Análise das jogadas de { $name } (assento { $seat }, { $team })
# $count: the choices reviewed; $loss: the points given away in all, to a tenth.
review-summary =
    Precisão de { NUMBER($accuracy, minimumFractionDigits: 1, maximumFractionDigits: 1) }% em { $count ->
        [one] { $count } decisão
       *[other] { $count } decisões
    }: { $fine ->
        [0] { $fine } boas
        [one] { $fine } boa
       *[other] { $fine } boas
    }, { $inaccuracies ->
        [0] { $inaccuracies } imprecisões
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    }, { $mistakes ->
        [0] { $mistakes } erros
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    }, { $blunders ->
        [0] { $blunders } erros graves
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }; { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [0] pontos cedidos
        [one] ponto cedido
       *[other] pontos cedidos
    } no total.
review-costliest = As três jogadas mais caras
# One of the costliest moves: $played and $best are moves as written ("3-6 L"), $mark its mark.
review-costly-move =
    mão { $hand }, jogada { $move }: { $played } cedeu { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } { $loss ->
        [one] ponto
       *[other] pontos
    } ({ $mark ->
        [fine] boa
        [inaccuracy] imprecisão
        [mistake] erro
        [blunder] erro grave
       *[other] { $mark }
    }); melhor: { $best }
review-nothing-given-away = Nenhuma jogada cedeu pontos.
review-set-against-four = Cada decisão é comparada com o que o computador no nível Especialista teria jogado com o que aquele assento podia ver naquele momento (a própria mão, nunca a do parceiro nem as dos adversários).
review-set-against = Cada decisão é comparada com o que o computador no nível Especialista teria jogado com o que você podia ver naquele momento (nunca a outra mão).
review-loss-explained = A perda são os pontos que a jogada cedeu, em média, no resto da mão: abaixo de 2,5 é boa, a partir de 2,5 é uma imprecisão, a partir de 5 um erro, a partir de 10 um erro grave.
review-watch-replay = Assistir ao replay
review-seat-link = Análise de { $name } (assento { $seat })
review-other-link = Análise de { $name }
review-other-seat-link = Análise do outro assento
review-every-choice = Todas as decisões
review-hand = Mão
review-move = Jogada
review-played = Jogou
review-better = Melhor
review-lost = Perdido
# The points a move gave away, to a tenth.
review-loss = { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
review-no-choices = Nenhuma decisão para analisar: todas as jogadas foram forçadas.
review-not-ready =
    A análise não ficou pronta em { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }: o servidor continua com ela, tente de novo daqui a um minuto.

## Checking a hand's fairness (web/fairness.js): why a hand fails the check, or that it passes. Seats counted from 0.

fairness-hand-not-over = a mão não terminou
fairness-seed-not-revealed = a semente do servidor não foi revelada
fairness-seed-mismatch = o hash da semente do servidor é { $hash }, não o compromisso { $commitment }
fairness-counter-mismatch = o contador de mãos é { $counter }, mas esta é a mão { $hand }
fairness-hands-not-revealed =
    as mãos não foram reveladas: { $count ->
        [one] é necessária { $count }
       *[other] são necessárias { $count }
    }
fairness-client-seeds-missing = faltam as sementes dos jogadores
fairness-computer-seed = o assento { $seat } do computador adicionou a semente { $seed }, mas não deve adicionar nenhuma
fairness-empty-boneyard = ação { $action }: uma compra do monte vazio
fairness-wrong-draw = ação { $action }: você comprou { $drawn }, mas a próxima pedra da ordem é { $next }
fairness-not-dealt = ação { $action }: o assento { $seat } jogou { $tile }, que as sementes não lhe deram
# $left: the tiles the seat shows at the end; $kept: those the seeds leave it (tiles like "3-6 0-0").
fairness-ends-with =
    o assento { $seat } termina { $leftCount ->
        [0] sem pedras
       *[other] com { $left }
    }, mas pelas sementes { $keptCount ->
        [0] não lhe sobra nenhuma pedra
       *[other] lhe sobram { $kept }
    }
# $key: the start of the hand's shuffle key (hex).
fairness-fair = Distribuição justa: as sementes conferem com o compromisso e geram esta distribuição e cada compra (chave { $key }…).
fairness-seed-too-long =
    uma semente tem no máximo { $count ->
        [one] { $count } byte
       *[other] { $count } bytes
    }
fairness-seed-control-characters = uma semente não pode conter caracteres de controle

## Tournaments (web/tournaments.js)

tournaments-format-knockout = Mata-mata, melhor de { $bestOf }
tournaments-format-swiss =
    Suíço, { $count ->
        [one] { $count } rodada
       *[other] { $count } rodadas
    }
# $deals: how many deals each round plays (each from both seats).
tournaments-format-duplicate =
    Duplicado, { $count ->
        [one] { $count } rodada
       *[other] { $count } rodadas
    } de { $deals ->
        [one] { $deals } distribuição
       *[other] { $deals } distribuições
    }
# When a tournament starts, with no time set.
tournaments-when-full = quando lotar
tournaments-starts-when-full = começa quando lotar
# $date: the date and time, as the browser writes them.
tournaments-starts-at = começa em { $date }
tournaments-registering = Inscrições abertas
tournaments-running = Em andamento
tournaments-finished = Encerrado
tournaments-cancelled = Cancelado
# No entry fee.
tournaments-free = grátis
tournaments-round-of = rodada { $round } de { $total }
tournaments-name = Nome
tournaments-format = Formato
tournaments-players = Jogadores
tournaments-entry = Inscrição
# The chips held from the entry fees, paid out as prizes.
tournaments-pool = Pote
tournaments-starts = Começa
tournaments-default-name = Torneio de { $name }
tournaments-default-name-mine = Meu torneio
tournaments-knockout = Mata-mata
tournaments-swiss = Suíço
# Duplicate: every table of a round plays the same deals, each from both seats.
tournaments-duplicate = Duplicado
tournaments-rounds-swiss = Rodadas (suíço)
tournaments-rounds-duplicate = Rodadas (duplicado)
# A deal: the tiles a duplicate game is dealt, the same at every table of the round.
tournaments-deals-duplicate = Distribuições por rodada (duplicado)
tournaments-match-knockout = Confronto (mata-mata)
tournaments-one-game = uma partida
tournaments-best-of = melhor de { $bestOf }
# How many tiles each player is dealt.
tournaments-draw = Pedras por jogador
tournaments-tiles =
    { $count ->
        [one] { $count } pedra
       *[other] { $count } pedras
    }
tournaments-final-score = Pontuação final
tournaments-minutes-a-hand = Minutos por mão
tournaments-entry-fee = Inscrição (fichas)
tournaments-prize-split = Divisão do prêmio, % por colocação
tournaments-fewest-players = Mínimo de jogadores
tournaments-most-players = Máximo de jogadores
tournaments-draw-teams = Duplas (5 pedras, quatro por mesa)
tournaments-fewest-teams = Mínimo de duplas
tournaments-most-teams = Máximo de duplas
tournaments-in-minutes =
    { $count ->
        [one] em { $count } minuto
       *[other] em { $count } minutos
    }
tournaments-in-an-hour = em uma hora
tournaments-create = Criar o torneio
tournaments-computers = Jogadores do computador (entram de graça)
tournaments-fill = Se não lotar, o computador ocupa os lugares vagos
tournaments-fill-never = nunca
tournaments-fill-after =
    { $count ->
        [one] depois de { $count } minuto
       *[other] depois de { $count } minutos
    }
tournaments-computer-level = Nível do computador
tournaments-computers-rules = Jogadores do computador participam: entram de graça e não ganham fichas (o prêmio vai para as pessoas, na ordem em que terminaram), e as partidas contra eles não contam para o rating.
tournaments-fill-rules =
    Se não lotar { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    } depois de criado e alguém já tiver entrado, o computador ({ $level }) ocupa os lugares vagos e ele começa.
tournaments-fill-rules-seconds = Se não lotar { $count } segundos depois de criado e alguém já tiver entrado, o computador ({ $level }) ocupa os lugares vagos e ele começa.
tournaments-title = Torneios
tournaments-upcoming = Próximos
# A heading over the tournaments being played now.
tournaments-running-heading = Em andamento
# A heading over the tournaments that are over or cancelled.
tournaments-finished-heading = Encerrados
tournaments-none-upcoming = Nenhum torneio está aceitando inscrições agora: crie um abaixo.
tournaments-none-running = Nenhum em andamento agora.
tournaments-none-finished = Nenhum encerrado ainda.
tournaments-create-heading = Criar um torneio
tournaments-sign-up-to-create = Cadastre-se para criar um torneio ou participar de um.
tournaments-how-played = Como se joga
# $draw: tiles dealt to each player; $target: the final score; $count: minutes a hand.
tournaments-each-game =
    Cada partida: { $draw } pedras por jogador, até { $target } pontos, { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    } por mão no relógio; um jogador que não aparece perde pelo relógio.
# A bye ("folga"): a round without an opponent, scored as a win.
tournaments-knockout-rules-best-of-3 = Eliminação simples, com cabeças de chave pelo rating: quem perde um confronto está fora. Um confronto é uma melhor de 3 partidas, com os jogadores trocando de assento a cada partida. Se o número de participantes não for uma potência de dois, os primeiros cabeças de chave começam com uma folga.
tournaments-knockout-rules-one-game = Eliminação simples, com cabeças de chave pelo rating: quem perde um confronto está fora. Um confronto é uma partida só. Se o número de participantes não for uma potência de dois, os primeiros cabeças de chave começam com uma folga.
# Buchholz: the sum of a player's opponents' scores, a tie-break (a proper name).
tournaments-swiss-rules =
    { $count ->
        [one] { $count } rodada
       *[other] { $count } rodadas
    }; a cada rodada você enfrenta um jogador com pontuação parecida com a sua, nunca o mesmo duas vezes. Uma vitória vale 1, uma folga também 1. Desempates: Buchholz (as pontuações dos seus adversários), depois pontos a favor menos pontos contra, depois rating.
# $deals: how many deals a round plays; a bye ("folga"): a round without an opponent.
tournaments-duplicate-rules =
    { $count ->
        [one] { $count } rodada
       *[other] { $count } rodadas
    }; a cada rodada você enfrenta um jogador com pontuação parecida com a sua, nunca o mesmo duas vezes, e joga { $deals ->
        [one] a distribuição da rodada
       *[other] cada uma das { $deals } distribuições da rodada
    } duas vezes, uma de cada lugar. Todas as mesas da rodada jogam as mesmas distribuições, então ninguém tem mais sorte com as pedras que os outros. Classificação: o saldo de pontos em todas as distribuições (pontos a favor menos pontos contra), depois as rodadas vencidas (pontos iguais valem ½, uma folga 1), depois Buchholz, depois rating.
tournaments-duplicate-private = Enquanto uma rodada é jogada, as partidas dela são privadas: ninguém além dos dois jogadores pode assisti-las. Os replays ficam abertos a todos quando a rodada acaba.
# One place's share of the prize pool: "1º 60%"; the places are listed with ", ".
tournaments-split-place = { $place }º { $percent }%
# $split: the places' shares, "1º 60%, 2º 40%".
tournaments-entry-rules =
    Inscrição de { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }; o pote (todas as inscrições) é dividido assim: { $split }, arredondado para baixo em fichas inteiras, e o que sobra vai para o vencedor.
tournaments-withdraw-for-fee = Cancele a inscrição antes do início para receber o valor de volta.
tournaments-free-to-enter = Inscrição grátis.
tournaments-teams-of-two = Em duplas
tournaments-teams-rules = Jogado em duplas, em partidas de quatro: os parceiros se sentam frente a frente, jogam por uma só pontuação e ganham ou perdem juntos. As duplas têm cabeças de chave, adversários e colocações como os jogadores (o rating de uma dupla é a média dos seus dois membros).
tournaments-teams-entry = Cada um se inscreve sozinho. Para jogar com um parceiro, escreva o nome dele ao se inscrever e peça que ele escreva o seu. No início, o salão forma as outras duplas pelo rating: o melhor com o mais fraco. Se sobrar um, ele fica de fora e recebe a inscrição de volta: o último jogador do computador a entrar ou, se não houver, a última pessoa.
tournaments-teams-prize = Cada um paga a própria inscrição; o prêmio de uma dupla é dividido igualmente entre os dois membros.
# A finished game of a match, with its scores ("60–45").
tournaments-game-over = partida { $game }: { $scores }
tournaments-game-play = partida { $game }: jogue sua partida
tournaments-game-watch = partida { $game }: assistir
# A duplicate game: its deal (from 1), who sat in seat 1 (the seats swap for the deal's second game), and the scores, seat 1's first ("50–45").
tournaments-deal-done = distribuição { $deal }, { $first } no lugar 1: jogada (o resultado aparece quando a rodada terminar)
tournaments-deal-over = distribuição { $deal }, { $first } no lugar 1: { $scores }
tournaments-deal-play = distribuição { $deal }, { $first } no lugar 1: jogue sua partida
# A duplicate game under way: private, so nobody else can watch it.
tournaments-deal-playing = distribuição { $deal }, { $first } no lugar 1: em andamento
# A duplicate board: each player's points over its games so far.
tournaments-board-points = pontos: { $first } { $firstPoints }, { $second } { $secondPoints }
# After the name of a player who has no opponent this round.
tournaments-bye = — folga
# Between two players' names (versus).
tournaments-versus = x
tournaments-final = Final
tournaments-round = Rodada { $round }
tournaments-player = Jogador
tournaments-team-heading = Dupla
tournaments-score = Pontos
tournaments-buchholz = Buchholz
# Column heading: matches won (short, "vitórias").
tournaments-won-short = V
# Column heading: matches lost (short, "derrotas").
tournaments-lost-short = D
tournaments-byes = Folgas
tournaments-cancel-confirm = Cancelar este torneio? Cada inscrito recebe a inscrição de volta, e isso não pode ser desfeito.
tournaments-sign-up-to-enter = Cadastre-se para participar.
tournaments-withdraw-fee =
    { $count ->
        [one] Cancelar inscrição ({ $count } ficha de volta)
       *[other] Cancelar inscrição ({ $count } fichas de volta)
    }
tournaments-withdraw = Cancelar inscrição
tournaments-full = Lotado
tournaments-enter-fee =
    { $count ->
        [one] Inscrever-se por { $count } ficha
       *[other] Inscrever-se por { $count } fichas
    }
tournaments-enter = Inscrever-se
tournaments-partner = Parceiro (opcional)
tournaments-cancel = Cancelar o torneio
tournaments-place = { $place }º lugar
tournaments-nobody-entered = Ninguém se inscreveu ainda.
tournaments-team = dupla { $team }
tournaments-entered =
    { $entrants ->
        [0] { $entrants } inscritos
        [one] { $entrants } inscrito
       *[other] { $entrants } inscritos
    } de { $max } (no mínimo { $min })
tournaments-made-by = criado por { $name }
tournaments-prizes = Prêmios
tournaments-prize =
    { $place }º lugar: { $count ->
        [0] { $count } fichas
        [one] { $count } ficha
       *[other] { $count } fichas
    }
tournaments-pool-grows =
    O pote é a soma das inscrições: { $count ->
        [one] { $count } ficha a mais
       *[other] { $count } fichas a mais
    } a cada jogador.
tournaments-no-prize = Sem prêmio: inscrição grátis.
tournaments-standings = Classificação
tournaments-bracket = Chave
tournaments-rounds = Rodadas
# Before 64 hexadecimal digits: the SHA-256 of the seed every deal of a duplicate round comes from, published before its first game.
tournaments-commitment = Compromisso da rodada (o SHA-256 da semente dela):
# Before 64 hexadecimal digits: the seed itself, shown once the round is over.
tournaments-seed = Semente da rodada:
tournaments-seed-later = A semente aparece quando todos os confrontos da rodada estiverem decididos.
# $command: the command line that checks the round (kept as is).
tournaments-verify = Qualquer pessoa pode verificar que todas as mesas desta rodada receberam as mesmas distribuições: salve os dados do torneio e o registro de cada partida (no replay dela) e execute { $command }.
# A link: the tournament's page as data (a JSON file), for the check.
tournaments-download-data = Baixar os dados do torneio
# In the lobby, before a list of tournaments.
tournaments-taking-entries = Torneios com inscrições abertas:
tournaments-soon-when-full = { $name } ({ $entrants }/{ $max }, começa quando lotar)
tournaments-soon-at = { $name } ({ $entrants }/{ $max }, começa em { $date })

### Como jogar (web/how-to-play.js) e a primeira partida guiada (web/tutorial.js).

## How to play: the rules page

rules-title = Como jogar All Fives
# $link is the link to the guided game, its words rules-learn-by-playing-link.
rules-learn-by-playing = Aprenda jogando: { $link } contra um computador que segue um roteiro, um passo de cada vez.
rules-learn-by-playing-link = uma primeira partida guiada
# Muggins: the game's other English name; keep it as it is.
rules-intro = All Fives (também chamado de Muggins) é um jogo para dois jogadores com um dominó duplo-seis. Você marca pontos sempre que sua jogada deixa as pontas abertas da mesa somando um múltiplo de cinco, e vence o primeiro jogador a chegar à pontuação final.
rules-tiles-heading = As pedras e o seu peso
rules-tiles = O jogo tem 28 pedras: todos os pares de números de 0 a 6, da 0-0 à 6-6, com 168 pontos ao todo. O peso de uma pedra é a soma dos seus pontos: a 6-4 pesa 10, então é mais pesada que a 5-3, que pesa 8; a 1-0 é mais leve que as duas.
rules-weight-caption = A 6-4 (peso 10) é mais pesada que a 5-3 (peso 8); a 1-0 (peso 1) é a mais leve das três.
rules-tie-caption = As duas pesam 9. Na primeira saída, o empate fica com a pedra que tem o número mais alto: a 6-3 ganha da 5-4.
rules-weight-decides = O peso decide duas coisas. Na primeira mão, se ninguém tiver carroça, sai o jogador com a pedra mais pesada, e sai com ela. E quando uma mão fica trancada, ganha o jogador cujas pedras somam menos.
rules-deal-heading = A distribuição e a saída
# “Auto draw” is the table's button of that name: use its words there.
rules-deal = Cada jogador pega 7 ou 9 pedras viradas para baixo, conforme o que a mesa escolheu; as demais formam o monte. Você pode escolher suas pedras uma a uma ou apertar Comprar automaticamente: as pedras estão embaralhadas viradas para baixo, então dá no mesmo.
rules-lead = Na primeira mão, sai o jogador com a carroça mais alta (a 6-6; senão, a 5-5, e assim por diante até a 0-0), e ele tem de sair com essa carroça. Se ninguém tiver carroça, sai a pedra mais pesada. Nas mãos seguintes, sai o vencedor da mão anterior, com a pedra que quiser; depois de uma mão trancada que ninguém venceu, sai o jogador que não saiu naquela mão.
rules-count-heading = O spinner, as quatro pontas e a contagem
# The spinner: the first double played, which can be played on from four sides.
rules-joining = Encoste uma pedra da sua mão numa ponta aberta: as metades que se tocam precisam ter o mesmo número. A carroça é colocada atravessada. A primeira carroça jogada é o spinner: dá para jogar nela pelos quatro lados. Suas pontas de cima e de baixo se abrem quando já há pedras encostadas nos seus dois lados, então a mesa tem no máximo quatro pontas abertas: esquerda, direita, cima e baixo.
rules-count = Depois de cada jogada, somam-se as pontas abertas: o número de fora de cada pedra de ponta, as duas metades de uma carroça que está numa ponta, e as duas metades do spinner enquanto não houver pedras nos seus dois lados (a partir daí ele não conta nada, e uma ponta de cima ou de baixo vazia também não conta). Se essa contagem for um múltiplo de cinco (5, 10, 15, …), o jogador que acabou de jogar marca esses pontos na hora.
rules-spinner-caption = A 5-5 abre o jogo e é o spinner. Sozinha, conta as duas metades: 10, então quem saiu marca 10.
rules-left-caption = A 5-2 na esquerda: 2 + 10 (o spinner ainda conta as duas metades) = 12. Não marca pontos.
rules-right-caption = A 5-3 na direita: os dois lados do spinner estão cobertos, então ele não conta mais nada e suas pontas de cima e de baixo se abrem. 2 + 3 = 5: marca 5.
rules-four-ends-caption = A 5-6 em cima (contagem 11), depois a 5-4 embaixo: as quatro pontas somam 2 + 3 + 6 + 4 = 15, marca 15.
rules-drawing-heading = Comprar
rules-drawing = Se você pode jogar, tem de jogar. Só quando nenhuma pedra da sua mão serve em nenhuma ponta aberta é que você compra do monte, uma pedra de cada vez, até comprar uma que sirva; então você tem de jogá-la. As compras fazem parte da sua vez, e seu relógio corre enquanto você compra. Se o monte estiver vazio e você não puder jogar, você passa.
rules-stuck-caption = Com as pontas mostrando 2, 3, 6 e 4, nenhuma das pedras 0-0, 0-1 e 1-1 serve: você tem de comprar.
rules-draw-caption = Do monte virado para baixo você compra a 0-5, que não serve, e depois a 1-6, que serve no 6 da ponta de cima.
rules-drawn-play-caption = Você tem de jogá-la: a 1-6 na ponta de cima deixa a contagem em 2 + 3 + 1 + 4 = 10, e você marca 10.
rules-hand-end-heading = O fim de uma mão
# To domino: to play one's last tile (going out), which wins the hand.
rules-domino = O jogador que joga sua última pedra bate: ele vence a mão e marca os pontos que sobraram na mão do adversário, arredondados para o múltiplo de cinco mais próximo (resto 1 ou 2 arredonda para baixo, 3 ou 4 para cima: de 0 a 2 pontos não marca nada, de 3 a 7 marca 5, de 8 a 12 marca 10, e assim por diante).
rules-bonus-caption = O bônus da batida: você joga sua última pedra enquanto o adversário tem a 6-4 e a 3-1, 14 pontos, que arredondam para 15. Você marca 15.
rules-blocked = Uma mão fica trancada quando o monte está vazio e ninguém tem uma pedra que sirva. Então vence quem tiver menos pontos na mão, e marca os pontos da mão do adversário, arredondados do mesmo jeito. Se os dois tiverem os mesmos pontos, ninguém marca.
rules-winning-heading = Vencer a partida
rules-winning = O primeiro jogador a chegar à pontuação final vence naquele momento, mesmo no meio de uma mão. Uma jogada que marca pontos e também esvazia sua mão soma primeiro os próprios pontos; se eles chegarem à pontuação final, a partida termina ali e o bônus da batida não é somado.
rules-clock = Com relógio, cada jogador tem os minutos por mão que a mesa definiu. Seu relógio só corre na sua vez, compras incluídas, e é zerado no início de cada mão. Se ele chegar a zero, você perde a partida e a aposta. Você pode desistir a qualquer momento; desistir também perde a partida e a aposta.
rules-partners-heading = Quatro jogadores: dois contra dois
rules-partners = All Fives é jogado muitas vezes por quatro, em duas duplas. Os parceiros se sentam frente a frente, e o jogo segue no sentido horário. Cada jogador recebe 5 pedras, e 8 ficam no monte. Os parceiros jogam por uma só pontuação: o que qualquer um dos dois marcar vai para a dupla, e vence a primeira dupla a chegar à pontuação final. Você não pode mostrar nem contar suas pedras ao parceiro, e enquanto uma mão está sendo jogada os parceiros não podem conversar no chat.

## How to play: the table of four (a picture: the seats' names and the way play goes)

rules-seating-caption = Quatro à mesa: você e seu parceiro sentam frente a frente, com um adversário de cada lado. O jogo segue no sentido horário: você, o adversário à sua esquerda, seu parceiro, o adversário à sua direita.
rules-seat-you = Você
rules-seat-opponent = Adversário
rules-seat-partner = Parceiro
rules-clockwise = ↻ sentido horário

## How to play: four players, the rule book, the history

rules-partners-lead = A primeira mão é aberta por quem tiver a carroça mais alta; depois, o vencedor de cada mão sai na seguinte. Quando você joga sua última pedra, sua dupla marca os pontos que sobraram nas mãos dos dois adversários, primeiro somados e depois arredondados uma única vez. As pedras do seu parceiro não contam.
rules-partners-bonus-caption = Você bate enquanto os adversários têm a 2-1 e a 3-1 e seu parceiro tem a 6-6. Os 3 + 4 = 7 pontos dos adversários arredondam uma única vez para 5: sua dupla marca 5 (arredondando cada mão antes daria 10). Os 12 pontos do seu parceiro não contam.
rules-partners-blocked = Uma mão trancada vai para a dupla com menos pontos somando as suas duas mãos; ela marca os pontos da outra dupla, arredondados uma única vez, e o jogador dela com menos pontos sai na mão seguinte. Se o seu relógio zerar ou você desistir, sua dupla perde a partida.
# docs/rules.md and docs/formats.md are file names: keep them.
rules-rule-book = Cada detalhe que o programa segue está escrito no livro de regras que acompanha o seu código-fonte, docs/rules.md; os registros das partidas e as mensagens para os jogadores de computador estão descritos em docs/formats.md.
rules-history-heading = Um pouco de história
rules-history-dice = O dominó descende dos dados. Cada pedra dos jogos chineses originais mostra uma das 21 maneiras como dois dados podem cair, por isso as pedras chinesas não têm brancos; em compensação, algumas pedras aparecem duas vezes. Segundo os historiadores, já existia por volta do ano 1120 um jogo chinês de 32 peças.
rules-history-europe = O dominó parece ter sido desconhecido na Europa até o século XVIII, e sua forma moderna talvez tenha sido inventada na Itália. Os jogos ocidentais acrescentam o branco, o que forma todos os pares da 0-0 à 6-6: as 28 pedras jogadas aqui. O nome viria, ao que parece, das fantasias de baile de máscaras chamadas dominós, cujos buracos para os olhos lembravam as pedras com seus pontos.
rules-history-oldest = Diz-se que o jogo mais antigo conhecido foi encontrado entre as ruínas de Tebas, no túmulo de Tutancâmon, rei do Egito na 18ª dinastia, no século XIV a.C., e que está guardado no Cairo. Desde então o jogo é jogado por jovens e velhos no mundo inteiro, reis e presidentes entre eles: Lyndon B. Johnson jogava com os amigos no Texas.
rules-back-to-lobby = Voltar ao salão
rules-sign-in-to-play = Entre para jogar

## How to play: the open ends' names, written on the pictures

rules-end-left = esquerda
rules-end-right = direita
rules-end-up = cima
rules-end-down = baixo

## The guided first game: the coach's panel

tutorial-setting-up = Preparando a mesa…
tutorial-title = Sua primeira partida
tutorial-partners-title = Jogando com um parceiro
tutorial-progress = Passo { $step } de { $total }
tutorial-partners-progress = Em dupla: passo { $step } de { $total }
tutorial-last-step = Último passo
# $say is what the coach said of the computer's coming move (a tutorial-step-<k> message).
tutorial-computer-thinking = { $say } O computador está pensando…
# $say is what the coach said of the coming move (a tutorial-partners-step-<k> message).
tutorial-next-player-thinking = { $say } O próximo jogador está pensando…
# $say is tutorial-end. “Next hand” is the table's button of that name: use its words there.
tutorial-end-next-hand = { $say } Clique em “Próxima mão” para ver como se pontua uma mão trancada.
tutorial-next-partners = Próximo: quatro jogadores, dois contra dois
tutorial-finish = Concluir
# $target is the final score of the guided game (150).
tutorial-done = Esse é o jogo inteiro: saia, conte as pontas, marque os múltiplos de 5, compre quando não tiver jogo e esvazie sua mão primeiro. Vence quem chegar primeiro à pontuação final ({ $target } aqui).
tutorial-ready = Agora você já sabe jogar.
tutorial-play-computer = Jogue contra o computador
tutorial-read-rules = Leia as regras
tutorial-leave = Sair do tutorial
# Shown after “Hint: <move> —” when the player asks for a hint.
tutorial-hint-reason = a jogada que este passo ensina
# The seats' names at the guided game's table (Ada, Sam and Ivy, at the table of four, are names and stay).
tutorial-player-you = Você
tutorial-player-tutor = Bot tutor

## The guided first game: what the coach says, step by step (the same English as web/tutorial.json's `say`)

tutorial-step-0 = Boas-vindas! Esta é uma mesa de verdade contra um computador que segue um roteiro. Cada um recebeu 7 pedras. Na primeira mão sai a carroça mais alta: você tem a 5-5, então saia com ela: clique na 5-5 e depois na mesa. Jogue a 5-5.
tutorial-step-1 = Você saiu com a 5-5, a carroça mais alta distribuída. A primeira carroça jogada é o spinner. Uma 5-5 sozinha conta as duas metades: 10, um múltiplo de 5, então você marca 10.
tutorial-step-2 = O computador encostou a 2-5 na esquerda. Agora as pontas mostram 2 e as duas metades do spinner (10): uma contagem de 12, que não é múltiplo de 5, então ninguém marca. Agora jogue a 3-5 na ponta da direita (a destacada).
tutorial-step-3 = Com pedras nos seus dois lados, o spinner para de contar: a contagem é o 2 da esquerda mais o 3 da direita, ou seja, 5. Você marca 5.
tutorial-step-4 = Os dois lados do spinner estão ocupados, então as pontas de cima e de baixo também estão abertas. O computador jogou a 5-6 em cima: 2 + 3 + 6 = 11, não marca. Agora jogue a 4-5 na ponta de baixo (a destacada).
tutorial-step-5 = Você jogou a 4-5 embaixo: as pontas mostram 2, 3, 6 e 4, uma contagem de 15. Você marca 15.
tutorial-step-6 = O computador jogou a carroça 2-2 na esquerda. Uma carroça numa ponta conta as duas metades, 4: a contagem é 4 + 3 + 6 + 4 = 17. Agora jogue a 3-3 na ponta da direita (a destacada).
tutorial-step-7 = Sua carroça 3-3 na direita conta 6: 4 + 6 + 6 + 4 = 20. Você marca 20.
tutorial-step-8 = O computador também marca: a 3-6 na sua 3-3 deixa um 6 na direita, e 4 + 6 + 6 + 4 = 20. Agora jogue a 1-6 na ponta de cima (a destacada).
tutorial-step-9 = A 1-6 na ponta de cima: 4 + 6 + 1 + 4 = 15. Você marca 15.
tutorial-step-10 = O computador não tinha nenhuma pedra que servisse em alguma ponta, então comprou do monte até tirar uma que servisse: a 1-3.
tutorial-step-11 = Ele jogou em cima a 1-3 que comprou: 4 + 6 + 3 + 4 = 17, não marca. Agora jogue a 2-4 na ponta de baixo (a destacada).
tutorial-step-12 = A 2-4 embaixo: 4 + 6 + 3 + 2 = 15. Você marca 15.
tutorial-step-13 = O computador jogou a 0-3 em cima. Uma ponta que mostra 0 não conta nada: 4 + 6 + 0 + 2 = 12. Clique no monte para comprar.
tutorial-step-14 = Sua 1-4 não serve em nenhuma ponta (2, 6, 0, 2), então você comprou: a 4-6 serve, e uma pedra que serve tem de ser jogada. Agora jogue a 4-6 na ponta da direita (a destacada).
tutorial-step-15 = A 4-6 na direita: 4 + 4 + 0 + 2 = 10. Você marca 10.
tutorial-step-16 = O computador jogou a 0-0 em cima (a carroça de branco conta 0): 4 + 4 + 0 + 2 = 10, então ele marca 10. Agora jogue a 1-4 na ponta da direita (a destacada).
tutorial-end = Bati! Você jogou sua última pedra. O computador ainda tem a 0-5: 5 pontos, arredondados para o múltiplo de 5 mais próximo, dão 5, e você marca esses pontos.
tutorial-blocked = Quando o monte está vazio e ninguém pode jogar, a mão fica trancada: quem tiver menos pontos na mão vence e marca os pontos da outra mão, arredondados do mesmo jeito. Digamos que você tenha 3 pontos e o computador 13: você marca 15. Pontos iguais: ninguém marca.

## The guided game for four, two against two: what the coach says

tutorial-partners-step-0 = Agora o mesmo jogo para quatro, dois contra dois. Seu parceiro senta à sua frente, no alto; os jogadores à sua esquerda e à sua direita são uma dupla contra vocês dois. Cada um tem 5 pedras, e o que um jogador marca vai para a pontuação da sua dupla. A vez passa no sentido horário: você, Ada à sua esquerda, Sam seu parceiro, Ivy à sua direita. Você tem a carroça mais alta distribuída, a 5-5: saia com ela. Jogue a 5-5.
tutorial-partners-step-1 = A 5-5 sozinha conta 10: sua dupla marca 10. Ada, à sua esquerda, é a próxima a jogar.
tutorial-partners-step-2 = Ada encostou a 4-5 na esquerda: 4 + 10 = 14, não marca. Agora é a vez de Sam, seu parceiro.
tutorial-partners-step-3 = Sam, seu parceiro, jogou a 5-6 na direita. Com os dois lados cobertos, o spinner para de contar (suas pontas de cima e de baixo contam quando recebem uma pedra): 4 + 6 = 10. Os pontos de Sam são da sua dupla: mais 10 para vocês dois.
tutorial-partners-step-4 = Ivy jogou a 0-5 embaixo: 4 + 6 + 0 = 10, e a dupla dela marca 10. Agora jogue a 1-6 na ponta da direita (a destacada).
tutorial-partners-step-5 = A 1-6 na direita: 4 + 1 + 0 = 5. Sua dupla marca 5.
tutorial-partners-step-6 = Ada jogou a 1-4 na direita: 4 + 4 + 0 = 8, não marca.
tutorial-partners-step-7 = Sam, seu parceiro, jogou a 0-2 embaixo: 4 + 4 + 2 = 10. 10 para a sua dupla.
tutorial-partners-step-8 = Ivy jogou a carroça 4-4 na esquerda, que conta as duas metades: 8 + 4 + 2 = 14, não marca. Agora jogue a 2-3 na ponta de baixo (a destacada).
tutorial-partners-step-9 = A 2-3 embaixo: 8 + 4 + 3 = 15. Sua dupla marca 15.
tutorial-partners-step-10 = Ada jogou a 4-6 na esquerda: 6 + 4 + 3 = 13, não marca.
tutorial-partners-step-11 = Sam, seu parceiro, jogou a 3-5 embaixo: 6 + 4 + 5 = 15. 15 para a sua dupla.
tutorial-partners-step-12 = Ivy jogou a 2-5 embaixo: 6 + 4 + 2 = 12. Agora jogue a 0-6 na ponta da esquerda (a destacada).
tutorial-partners-step-13 = A 0-6 na esquerda deixa um branco, que não conta nada: 0 + 4 + 2 = 6.
tutorial-partners-step-14 = Ada abriu a ponta de cima com a 1-5: 0 + 4 + 1 + 2 = 7.
tutorial-partners-step-15 = Sam, seu parceiro, jogou a 2-4 na direita: 0 + 2 + 1 + 2 = 5. 5 para a sua dupla.
tutorial-partners-step-16 = Ivy jogou a 2-6 embaixo: 0 + 2 + 1 + 6 = 9. Agora jogue a 1-3 na ponta de cima (a destacada).
tutorial-partners-end = Bati! Você jogou sua última pedra, e sua dupla marca o que os dois adversários ainda têm, somado e arredondado uma única vez: a 1-1 de Ada (2 pontos) e a 3-3 de Ivy (6 pontos) dão 8, que arredonda para 10. A 0-0 de Sam é da sua própria dupla, então não conta.

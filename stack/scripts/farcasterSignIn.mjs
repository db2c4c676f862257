#!/usr/bin/env node
// Completes a Sign In With Farcaster from the demo, as a Farcaster app would: registers a FID
// for a development custody key in the local IdRegistry (once), reads the channel of the link
// the modal shows on the stack's auth relay, signs its SIWF message with the custody key and
// answers the channel there (POST /v1/channel/authenticate with the stack's relay key).
//
//   node stack/scripts/farcasterSignIn.mjs '<link from the modal>' [username]
//
// The relay, its key and the chain come from the running demo's /latchkey.config.json (DEMO_URL, default the
// URL the stack printed; pass it as DEMO_URL=http://127.0.0.1:<port>).
import { fileURLToPath } from 'node:url'
import { keccak256, stringToHex } from 'viem'

const [link, username = 'latchkey-dev'] = process.argv.slice(2)
// biome-ignore lint/suspicious/noUndeclaredEnvVars: a development script's own setting
const demoUrl = process.env.DEMO_URL
if (!link || !demoUrl) {
  console.error(
    "usage: DEMO_URL=http://127.0.0.1:<demo port> node stack/scripts/farcasterSignIn.mjs '<link>' [username]",
  )
  process.exit(2)
}
const root = new URL('../../', import.meta.url)
const built = (path) => import(fileURLToPath(new URL(path, root)))
const { registerFid } = await built('stack/local-chain/dist/index.js')
const { farcasterDevApp } = await built('apps/secure-frame/dist/index.js')

const config = await (await fetch(new URL('/latchkey.config.json', demoUrl))).json()
if (!config.farcaster?.relayUrl || !config.secureFrameUrl)
  throw new Error('This stack serves no Farcaster login')
const primary = config.chains[0]
// One development custody key per username (public: local chains only).
const custodyKey = keccak256(stringToHex(`latchkey farcaster dev custody ${username}`))
const fid = await registerFid({
  rpcUrl: config.farcaster.rpcUrl,
  chainId: primary.chainId,
  registry: config.farcaster.idRegistry,
  custodyKey,
})
const app = farcasterDevApp({
  relayUrl: config.farcaster.relayUrl,
  authKey: config.farcaster.authKey,
  custodyKey,
  fid: Number(fid),
  username,
})
await app.approve(link)
console.log(`Signed in as @${username} (FID ${fid}, custody ${app.address}).`)

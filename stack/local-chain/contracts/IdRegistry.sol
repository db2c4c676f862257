// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @notice A minimal Farcaster-style id registry for the local chain: each address registers one
/// FID (numbered from 1) and is its custody address; the custody address can hand the FID to
/// another address. Sign In With Farcaster checks a signature against custodyOf(fid).
contract IdRegistry {
    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
    mapping(uint256 => address) public recoveryOf;

    event Register(address indexed to, uint256 indexed id, address recovery);
    event Transfer(address indexed from, address indexed to, uint256 indexed id);

    error HasId();
    error HasNoId();

    /// @notice Registers a new FID with the caller as its custody address.
    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        recoveryOf[fid] = recovery;
        emit Register(msg.sender, fid, recovery);
    }

    /// @notice Moves the caller's FID to `to` (which must have none): `to` becomes its custody.
    function transfer(address to) external {
        uint256 fid = idOf[msg.sender];
        if (fid == 0) revert HasNoId();
        if (idOf[to] != 0) revert HasId();
        delete idOf[msg.sender];
        idOf[to] = fid;
        custodyOf[fid] = to;
        emit Transfer(msg.sender, to, fid);
    }
}
